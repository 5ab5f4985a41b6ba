import { isIP } from 'node:net';

/** Fastify's `trustProxy`: a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = number | string[];

/** proxy-addr's names for well-known ranges, which Fastify accepts in the list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Reads `TRUST_PROXY`: `1` trusts one proxy hop, `10.0.0.5, 10.1.0.0/16` trusts those addresses.
 * `true` is refused on purpose: trusting every hop lets any client choose its own address.
 * Throws with a message naming the variable for anything else.
 *
 * @example parseTrustProxy('127.0.0.1,10.0.0.0/8') // ['127.0.0.1', '10.0.0.0/8']
 */
export const parseTrustProxy = (value: string): TrustProxy => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (entries.length === 0 || bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDR ranges, not '${bad ?? value}'`,
    );
  }
  return entries;
};

/**
 * Fastify's `trustProxy` option for the configuration: none when unset; a hop count becomes the
 * function proxy-addr itself uses for one (Fastify's types leave plain numbers out).
 */
export const fastifyTrustProxy = (
  trust: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) => {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
};

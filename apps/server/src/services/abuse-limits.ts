import { createHash } from 'node:crypto';
import { Problem } from '../lib/problem.ts';
import type { RateCounter, WindowCount } from '../repositories/limits/rate-counter.ts';

export interface LimitPolicy {
  /** Part of every counter key: policies never share a counter. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * Counted in the database too, beside Redis: a Redis outage (or its return) opens no fresh
   * window, the larger count of the two stores decides. For rare hits only (misses, not requests).
   */
  durable?: boolean;
  /** What the refusal tells a person (Slovak), `{minutes}` the wait; else the generic 429. */
  refusal?: string;
}

const MINUTE = 60_000;

/**
 * The abuse limits. None counts per login alone, so a stranger can never lock the
 * owner out: a sign-in from another address has its own counters.
 */
export const LIMITS = {
  /** Every call to an account endpoint a stranger can make (sign-in, registration, reset). */
  accountRequestsPerAddress: { name: 'account-addr', max: 30, windowMs: MINUTE },
  /** Wrong passwords for one login from one address; then even the right one waits. */
  signInFailuresPerLoginAndAddress: { name: 'signin-fail', max: 5, windowMs: 15 * MINUTE },
  /** Activation and reset mails to one address, whoever asks. */
  mailsPerRecipient: { name: 'mail-to', max: 3, windowMs: 60 * MINUTE },
  /** Activation and reset mails one client address may cause. */
  mailsPerAddress: { name: 'mail-from', max: 10, windowMs: 60 * MINUTE },
  /** Every call to the withdrawal function (looking an order up, withdrawing), signed in or not. */
  withdrawalRequestsPerAddress: { name: 'withdrawal-addr', max: 30, windowMs: MINUTE },
  /**
   * Order numbers and e-mails that name no order, from one address: an order is found by its
   * number and e-mail alone, so guessing is slowed down like a password.
   */
  withdrawalMissesPerAddress: {
    name: 'withdrawal-miss',
    max: 10,
    windowMs: 15 * MINUTE,
    durable: true,
    // The same for every number and e-mail from the address, the right pair too: it tells
    // nothing of which orders exist.
    refusal:
      'Z tejto adresy bolo priveľa pokusov s číslom objednávky a e-mailom, ktoré sa nezhodujú. ' +
      'Skúste to znova o {minutes} min. Odkaz „Odstúpiť od zmluvy“ je aj v každom e-maile ' +
      'k vašej objednávke.',
  },
  /**
   * Gift voucher codes that name no voucher, from one address (the balance lookup, and the codes
   * an order gives): a code is worth money to whoever holds it, so it is not to be guessed.
   */
  voucherMissesPerAddress: {
    name: 'voucher-miss',
    max: 10,
    windowMs: 15 * MINUTE,
    durable: true,
    refusal:
      'Z tejto adresy bolo priveľa pokusov s kódmi darčekových poukážok, ktoré neexistujú. ' +
      'Skúste to znova o {minutes} min.',
  },
  /** Every balance lookup of a voucher's code, right or wrong. */
  voucherLookupsPerAddress: { name: 'voucher-addr', max: 60, windowMs: MINUTE },
  /**
   * Searches of the pick-up points from one address: a customer typing (debounced) and paging
   * makes a few a minute; a scraper of the whole list, hundreds.
   */
  pickupPointSearchesPerAddress: { name: 'pickup-points-addr', max: 120, windowMs: MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/** Logins, addresses and e-mails are kept only as a hash: the counters are no address book. */
const keyOf = (policy: LimitPolicy, identity: readonly string[]): string =>
  `${policy.name}:${createHash('sha256').update(identity.join('\n')).digest('base64url').slice(0, 43)}`;

const tooManyRequests = (resetAt: number, policy: LimitPolicy): Problem => {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = String(Math.ceil(seconds / 60));
  return new Problem({
    status: 429,
    title: 'Too Many Requests',
    message: 'error.http.429',
    type: 'about:blank',
    body: {
      detail:
        policy.refusal?.replace('{minutes}', minutes) ??
        `Too many requests; try again in ${seconds} s.`,
    },
    headers: { 'Retry-After': String(seconds) },
  });
};

/** The durable copy's key: apart from the main counter's, even when both are the database. */
const durableKey = (key: string) => `durable:${key}`;

/**
 * Applies the limit policies to counters shared by all instances; a durable policy's hits are
 * also counted in `durable` (the database, when the main counters are Redis).
 */
export class AbuseLimits {
  constructor(
    private readonly counter: RateCounter,
    private readonly durable?: RateCounter,
  ) {}

  /** Counts a hit; past the policy's maximum it throws a 429 problem with Retry-After. */
  async consume(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    const { hits, resetAt } = await this.hit(policy, identity);
    if (hits > policy.max) throw tooManyRequests(resetAt, policy);
  }

  /** Counts a hit; false once past the policy's maximum (for answers that must not say so). */
  async allows(policy: LimitPolicy, ...identity: string[]): Promise<boolean> {
    const { hits } = await this.hit(policy, identity);
    return hits <= policy.max;
  }

  /** Throws a 429 problem while the policy's maximum is reached, without counting a hit. */
  async check(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    const key = keyOf(policy, identity);
    const { hits, resetAt } = larger(
      await this.counter.peek(key),
      this.copyOf(policy) && (await this.copyOf(policy)!.peek(durableKey(key))),
    );
    if (hits >= policy.max) throw tooManyRequests(resetAt, policy);
  }

  /** Counts a hit that `check` will weigh (e.g. a failed sign-in). */
  async record(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    await this.hit(policy, identity);
  }

  private async hit(policy: LimitPolicy, identity: readonly string[]): Promise<WindowCount> {
    const key = keyOf(policy, identity);
    const copy = this.copyOf(policy);
    const [main, durable] = await Promise.all([
      this.counter.hit(key, policy.windowMs),
      copy?.hit(durableKey(key), policy.windowMs),
    ]);
    return larger(main, durable);
  }

  private copyOf(policy: LimitPolicy): RateCounter | undefined {
    return policy.durable ? this.durable : undefined;
  }
}

/** The count of the two stores that has more hits (the main one when there is no copy). */
const larger = (main: WindowCount, copy: WindowCount | false | undefined): WindowCount =>
  copy && copy.hits > main.hits ? copy : main;

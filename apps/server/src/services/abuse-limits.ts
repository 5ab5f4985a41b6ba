import { createHash } from 'node:crypto';
import { Problem } from '../lib/problem.ts';
import type { RateCounter } from '../repositories/limits/rate-counter.ts';

export interface LimitPolicy {
  /** Part of every counter key: policies never share a counter. */
  name: string;
  max: number;
  windowMs: number;
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
  withdrawalMissesPerAddress: { name: 'withdrawal-miss', max: 10, windowMs: 15 * MINUTE },
  /**
   * Searches of the pick-up points from one address: a customer typing (debounced) and paging
   * makes a few a minute; a scraper of the whole list, hundreds.
   */
  pickupPointSearchesPerAddress: { name: 'pickup-points-addr', max: 120, windowMs: MINUTE },
} as const satisfies Record<string, LimitPolicy>;

/** Logins, addresses and e-mails are kept only as a hash: the counters are no address book. */
const keyOf = (policy: LimitPolicy, identity: readonly string[]): string =>
  `${policy.name}:${createHash('sha256').update(identity.join('\n')).digest('base64url').slice(0, 43)}`;

const tooManyRequests = (resetAt: number): Problem => {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new Problem({
    status: 429,
    title: 'Too Many Requests',
    message: 'error.http.429',
    type: 'about:blank',
    body: { detail: `Too many requests; try again in ${seconds} s.` },
    headers: { 'Retry-After': String(seconds) },
  });
};

/** Applies the limit policies to counters shared by all instances. */
export class AbuseLimits {
  constructor(private readonly counter: RateCounter) {}

  /** Counts a hit; past the policy's maximum it throws a 429 problem with Retry-After. */
  async consume(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    const { hits, resetAt } = await this.counter.hit(keyOf(policy, identity), policy.windowMs);
    if (hits > policy.max) throw tooManyRequests(resetAt);
  }

  /** Counts a hit; false once past the policy's maximum (for answers that must not say so). */
  async allows(policy: LimitPolicy, ...identity: string[]): Promise<boolean> {
    const { hits } = await this.counter.hit(keyOf(policy, identity), policy.windowMs);
    return hits <= policy.max;
  }

  /** Throws a 429 problem while the policy's maximum is reached, without counting a hit. */
  async check(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    const { hits, resetAt } = await this.counter.peek(keyOf(policy, identity));
    if (hits >= policy.max) throw tooManyRequests(resetAt);
  }

  /** Counts a hit that `check` will weigh (e.g. a failed sign-in). */
  async record(policy: LimitPolicy, ...identity: string[]): Promise<void> {
    await this.counter.hit(keyOf(policy, identity), policy.windowMs);
  }
}

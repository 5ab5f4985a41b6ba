import type { FastifyRequest } from 'fastify';
import type { AbuseLimits, LimitPolicy } from '../services/abuse-limits.ts';

type LimitHook = (request: FastifyRequest) => Promise<void>;

/** The hooks `limitedPerAddress` made: their routes document a 429 (problem-answers.ts). */
const limitHooks = new WeakSet<LimitHook>();

/**
 * The options of a route strangers may call: limited per client address by `policy`, on counters
 * all instances share; every request counts, well-formed or not.
 */
export const limitedPerAddress = (limits: AbuseLimits, policy: LimitPolicy) => {
  const preValidation: LimitHook = (request) => limits.consume(policy, request.ip);
  limitHooks.add(preValidation);
  return { preValidation };
};

/** Whether a route's hook is one of `limitedPerAddress`. */
export const isLimitedPerAddress = (hook: unknown): boolean =>
  typeof hook === 'function' && limitHooks.has(hook as LimitHook);

import type { FastifyRequest } from 'fastify';
import type { AbuseLimits, LimitPolicy } from '../services/abuse-limits.ts';

/**
 * The options of a route strangers may call: limited per client address by `policy`, on counters
 * all instances share; every request counts, well-formed or not.
 */
export const limitedPerAddress = (limits: AbuseLimits, policy: LimitPolicy) => ({
  preValidation: (request: FastifyRequest) => limits.consume(policy, request.ip),
});

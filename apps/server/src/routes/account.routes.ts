import { LineTextSchema } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, type AbuseLimits } from '../services/abuse-limits.ts';
import type { AccountService } from '../services/account.service.ts';

/** The account endpoints of the customer spec §7 (JHipster's AccountResource). */
export const registerAccountRoutes = async (
  app: FastifyInstance,
  accounts: AccountService,
  limits: AbuseLimits,
): Promise<void> => {
  // The endpoints strangers can call, limited per client address on counters all instances share.
  const limited = {
    preHandler: (request: FastifyRequest) =>
      limits.consume(LIMITS.accountRequestsPerAddress, request.ip),
  };

  app.post('/api/authenticate', limited, async (request, reply) => {
    const token = await accounts.authenticate(request.caller, request.body, request.ip);
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  });

  app.get('/api/account', (request) => accounts.account(request.caller));

  app.post('/api/register', limited, async (request, reply) => {
    await accounts.register(request.body, request.ip);
    return reply.status(201).send();
  });

  const activation = { schema: { querystring: z.object({ key: LineTextSchema.optional() }) } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/activate', { ...activation, ...limited }, async (request, reply) => {
      await accounts.activate(request.query.key);
      return reply.status(200).send();
    });

  app.post('/api/account/reset-password/init', limited, async (request, reply) => {
    await accounts.requestPasswordReset(request.body, request.ip);
    return reply.status(200).send();
  });

  app.post('/api/account/reset-password/finish', limited, async (request, reply) => {
    await accounts.finishPasswordReset(request.body);
    return reply.status(200).send();
  });

  app.post('/api/account', async (request, reply) => {
    await accounts.saveSettings(request.caller, request.body);
    return reply.status(200).send();
  });

  // The password changes and this device stays signed in with the fresh token of the answer.
  app.post('/api/account/change-password', async (request, reply) => {
    const token = await accounts.changePassword(request.caller, request.body);
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  });

  app.post('/api/account/sign-out-everywhere', async (request, reply) => {
    await accounts.signOutEverywhere(request.caller);
    return reply.status(200).send();
  });
};

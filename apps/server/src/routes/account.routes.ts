import rateLimit from '@fastify/rate-limit';
import { LineTextSchema } from '@fotoobraz/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Problem } from '../lib/problem.ts';
import type { AccountService } from '../services/account.service.ts';

/** Requests per minute from one address to the account endpoints that strangers can call. */
const PER_ADDRESS_PER_MINUTE = 30;

/** The account endpoints of the customer spec §7 (JHipster's AccountResource). */
export const registerAccountRoutes = async (
  app: FastifyInstance,
  accounts: AccountService,
): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new Problem({
        status: 429,
        title: 'Too Many Requests',
        message: 'error.http.429',
        type: 'about:blank',
        body: { detail: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s.` },
      }),
  });
  const limited = {
    config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
  };

  app.post('/api/authenticate', limited, async (request, reply) => {
    const token = await accounts.authenticate(request.caller, request.body);
    reply.header('Authorization', `Bearer ${token}`);
    return { id_token: token };
  });

  app.get('/api/account', (request) => accounts.account(request.caller));

  app.post('/api/register', limited, async (request, reply) => {
    await accounts.register(request.body);
    return reply.status(201).send();
  });

  const activation = { schema: { querystring: z.object({ key: LineTextSchema.optional() }) } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/activate', activation, async (request, reply) => {
      await accounts.activate(request.query.key);
      return reply.status(200).send();
    });

  app.post('/api/account/reset-password/init', limited, async (request, reply) => {
    await accounts.requestPasswordReset(request.body);
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

  app.post('/api/account/change-password', async (request, reply) => {
    await accounts.changePassword(request.caller, request.body);
    return reply.status(200).send();
  });
};

import {
  AccountSettingsSchema,
  LineTextSchema,
  LoginSchema,
  PasswordChangeSchema,
  PasswordResetFinishSchema,
  PasswordResetInitSchema,
  RegisterSchema,
} from '@fotoobraz/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOnly } from '../plugins/auth.ts';
import { LIMITS, type AbuseLimits } from '../services/abuse-limits.ts';
import type { AccountService } from '../services/account.service.ts';

const tags = ['Účet'];

const JwtTokenSchema = z.object({ id_token: z.string() });

/** The account endpoints of the customer spec §7 (JHipster's AccountResource). */
export const registerAccountRoutes = (
  server: FastifyInstance,
  accounts: AccountService,
  limits: AbuseLimits,
): void => {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // The endpoints strangers can call, limited per client address on counters all instances
  // share; every request counts, well-formed or not.
  const limited = {
    preValidation: (request: FastifyRequest) =>
      limits.consume(LIMITS.accountRequestsPerAddress, request.ip),
  };
  // A stranger hears that it must sign in before hearing what is wrong with its body.
  const signedIn = { preValidation: signedInOnly };

  app.post(
    '/api/authenticate',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Sign in; the token also comes as the Authorization header',
        body: LoginSchema,
        response: { 200: JwtTokenSchema },
      },
      config: { objectName: 'loginVM' },
    },
    async (request, reply) => {
      const token = await accounts.authenticate(request.caller, request.body, request.ip);
      reply.header('Authorization', `Bearer ${token}`);
      return { id_token: token };
    },
  );

  app.get('/api/account', { schema: { tags, summary: 'The signed-in account' } }, (request) =>
    accounts.account(request.caller),
  );

  app.post(
    '/api/register',
    {
      ...limited,
      schema: { tags, summary: 'Register; the activation link is mailed', body: RegisterSchema },
      config: { objectName: 'managedUserVM' },
    },
    async (request, reply) => {
      await accounts.register(request.body, request.ip);
      return reply.status(201).send();
    },
  );

  app.get(
    '/api/activate',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Activate the account of a key',
        querystring: z.object({ key: LineTextSchema.optional() }),
      },
    },
    async (request, reply) => {
      await accounts.activate(request.query.key);
      return reply.status(200).send();
    },
  );

  app.post(
    '/api/account/reset-password/init',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Ask for a reset link (the e-mail as text/plain, or {email})',
        body: PasswordResetInitSchema,
      },
      config: { objectName: 'email' },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body, request.ip);
      return reply.status(200).send();
    },
  );

  app.post(
    '/api/account/reset-password/finish',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Set a new password with the key of a reset link',
        body: PasswordResetFinishSchema,
      },
      config: { objectName: 'keyAndPassword' },
    },
    async (request, reply) => {
      await accounts.finishPasswordReset(request.body);
      return reply.status(200).send();
    },
  );

  app.post(
    '/api/account',
    {
      ...signedIn,
      schema: { tags, summary: 'Save own settings', body: AccountSettingsSchema },
      config: { objectName: 'settingsForm' },
    },
    async (request, reply) => {
      await accounts.saveSettings(request.caller, request.body);
      return reply.status(200).send();
    },
  );

  // The password changes and this device stays signed in with the fresh token of the answer.
  app.post(
    '/api/account/change-password',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the password; earlier tokens end, a fresh one comes back',
        body: PasswordChangeSchema,
        response: { 200: JwtTokenSchema },
      },
      config: { objectName: 'passwordChange' },
    },
    async (request, reply) => {
      const token = await accounts.changePassword(request.caller, request.body);
      reply.header('Authorization', `Bearer ${token}`);
      return { id_token: token };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    { schema: { tags, summary: 'End every session of the account' } },
    async (request, reply) => {
      await accounts.signOutEverywhere(request.caller);
      return reply.status(200).send();
    },
  );
};

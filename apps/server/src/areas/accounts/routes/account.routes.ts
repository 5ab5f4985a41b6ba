import {
  AccountSettingsSchema,
  LineTextSchema,
  LoginSchema,
  PasswordChangeSchema,
  PasswordResetFinishSchema,
  PasswordResetInitSchema,
  RegisterSchema,
  UserAnswerSchema,
} from '@fotoobraz/domain';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { signedInOnly } from '../../../plugins/auth.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { AccountService } from '../services/account.service.ts';
import { limitedPerAddress } from '../../../routes/limited-route.ts';
import { NoContentSchema } from '../../../routes/responses.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const tags = [API_TAGS.accounts];

const JwtTokenSchema = z.object({ id_token: z.string() });
/** A command's answer: its status alone. */
const STATUS_ONLY = { 200: NoContentSchema, 201: NoContentSchema };

interface AccountPost<B extends z.ZodType = z.ZodType> {
  preValidation: preValidationHookHandler;
  summary: string;
  body: B;
}

/** The account endpoints of the customer spec §7 (JHipster's AccountResource). */
export const registerAccountRoutes = (
  app: ShopApi,
  accounts: AccountService,
  limits: AbuseLimits,
): void => {
  const limited = limitedPerAddress(limits, LIMITS.accountRequestsPerAddress);
  // A stranger hears that it must sign in before hearing what is wrong with its body.
  const signedIn = { preValidation: signedInOnly };
  const optionsOf = (route: AccountPost, objectName: string) => ({
    preValidation: route.preValidation,
    schema: { tags, summary: route.summary, body: route.body },
    config: { objectName },
  });
  const withAnswer = <O extends ReturnType<typeof optionsOf>, R extends object>(
    options: O,
    response: R,
  ) => ({ ...options, schema: { ...options.schema, response } });
  // The schema has parsed the body; the type provider cannot follow a generic schema.
  const bodyOf = <B extends z.ZodType>(request: FastifyRequest) => request.body as z.output<B>;

  /** A POST whose answer is its status alone, once `run` has done the work. */
  const postCommand = <B extends z.ZodType>(
    url: string,
    route: AccountPost<B>,
    objectName: string,
    run: (body: z.output<B>, request: FastifyRequest) => Promise<200 | 201>,
  ) =>
    app.post(url, withAnswer(optionsOf(route, objectName), STATUS_ONLY), async (request, reply) =>
      reply.status(await run(bodyOf<B>(request), request)).send(),
    );

  /** A POST that answers with a fresh token, also as the Authorization header. */
  const postForToken = <B extends z.ZodType>(
    url: string,
    route: AccountPost<B>,
    objectName: string,
    issue: (body: z.output<B>, request: FastifyRequest) => Promise<string>,
  ) => {
    app.post(
      url,
      withAnswer(optionsOf(route, objectName), { 200: JwtTokenSchema }),
      async (request, reply) => {
        const token = await issue(bodyOf<B>(request), request);
        reply.header('Authorization', `Bearer ${token}`);
        return { id_token: token };
      },
    );
  };

  postForToken(
    '/api/authenticate',
    {
      ...limited,
      summary: 'Sign in; the token also comes as the Authorization header',
      body: LoginSchema,
    },
    'loginVM',
    (body, request) => accounts.authenticate(request.caller, body, request.ip),
  );

  app.get(
    '/api/account',
    { schema: { tags, summary: 'The signed-in account', response: { 200: UserAnswerSchema } } },
    (request) => accounts.account(request.caller),
  );

  postCommand(
    '/api/register',
    { ...limited, summary: 'Register; the activation link is mailed', body: RegisterSchema },
    'managedUserVM',
    async (body, request) => {
      await accounts.register(body, request.ip);
      return 201;
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
        response: { 200: NoContentSchema },
      },
    },
    async (request, reply) => {
      await accounts.activate(request.query.key);
      return reply.status(200).send();
    },
  );

  postCommand(
    '/api/account/reset-password/init',
    {
      ...limited,
      summary: 'Ask for a reset link (the e-mail as text/plain, or {email})',
      body: PasswordResetInitSchema,
    },
    'email',
    async (body, request) => {
      await accounts.requestPasswordReset(body, request.ip);
      return 200;
    },
  );

  postCommand(
    '/api/account/reset-password/finish',
    {
      ...limited,
      summary: 'Set a new password with the key of a reset link',
      body: PasswordResetFinishSchema,
    },
    'keyAndPassword',
    async (body) => {
      await accounts.finishPasswordReset(body);
      return 200;
    },
  );

  postCommand(
    '/api/account',
    { ...signedIn, summary: 'Save own settings', body: AccountSettingsSchema },
    'settingsForm',
    async (body, request) => {
      await accounts.saveSettings(request.caller, body);
      return 200;
    },
  );

  // The password changes and this device stays signed in with the fresh token of the answer.
  postForToken(
    '/api/account/change-password',
    {
      ...signedIn,
      summary: 'Change the password; earlier tokens end, a fresh one comes back',
      body: PasswordChangeSchema,
    },
    'passwordChange',
    (body, request) => accounts.changePassword(request.caller, body),
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        tags,
        summary: 'End every session of the account',
        response: { 200: NoContentSchema },
      },
    },
    async (request, reply) => {
      await accounts.signOutEverywhere(request.caller);
      return reply.status(200).send();
    },
  );
};

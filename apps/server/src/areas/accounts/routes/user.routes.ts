import {
  LineTextSchema,
  ListQuerySchema,
  ManagedUserSchema,
  UserAnswerSchema,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { paginationLink } from '../../../lib/pagination.ts';
import { adminOf, adminOnly } from '../../../plugins/auth.ts';
import type { UserManagementService } from '../services/user-management.service.ts';
import { replyCreated } from '../../../routes/entity-replies.ts';
import { NoContentSchema } from '../../../routes/responses.ts';
import { routesOf } from '../../../routes/route-options.ts';
import type { ProblemStatus } from '../../../routes/problem-answers.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const USER_MANAGEMENT = 'userManagement';
// Administrators only: anyone else is refused (403).
const { documented } = routesOf(API_TAGS.accounts, '', [403]);
const LoginParamsSchema = z.object({ login: LineTextSchema });

/** A route of one user, named by login. */
const byLogin = <R extends object>(summary: string, response: R) =>
  documented(summary, { params: LoginParamsSchema, response });

/**
 * An administrator's create or update of a user. The body is an administrator's business:
 * others are refused before it is read.
 */
const userWrite = <R extends object>(
  summary: string,
  response: R,
  problems: readonly ProblemStatus[] = [],
) => ({
  preValidation: adminOnly,
  config: { objectName: 'managedUserVM' },
  ...documented(summary, { body: ManagedUserSchema, response, problems }),
});

/**
 * User management (JHipster's UserResource) at the old paths `/api/users...` that the spec's
 * client calls and at the newer `/api/admin/users...` and `/api/authorities`.
 */
export const registerUserRoutes = (app: ShopApi, users: UserManagementService): void => {
  for (const path of ['/api/users/authorities', '/api/authorities']) {
    app.get(
      path,
      documented('The authorities an administrator may grant', {
        response: { 200: z.array(z.string()) },
      }),
      (request) => {
        adminOf(request);
        return users.authorities();
      },
    );
  }

  for (const base of ['/api/users', '/api/admin/users']) {
    app.get(
      base,
      documented('Users (X-Total-Count, Link)', {
        querystring: ListQuerySchema,
        response: { 200: z.array(UserAnswerSchema) },
      }),
      async (request, reply) => {
        adminOf(request);
        const page = await users.list(request.query);
        reply.header('X-Total-Count', String(page.total));
        reply.header('Link', paginationLink(request.url, page.page, page.size, page.total));
        return page.users;
      },
    );

    app.get(`${base}/:login`, byLogin('One user', { 200: UserAnswerSchema }), (request) => {
      adminOf(request);
      return users.get(request.params.login);
    });

    app.post(
      base,
      userWrite('Create a user; the password is set by a mailed link', { 201: UserAnswerSchema }),
      async (request, reply) => {
        const created = await users.create(adminOf(request), request.body);
        return replyCreated(reply, USER_MANAGEMENT, base, created.login, created);
      },
    );

    app.put(
      base,
      userWrite('Update a user', { 200: UserAnswerSchema }, [404]),
      async (request, reply) => {
        const updated = await users.update(adminOf(request), request.body);
        reply.alert('updated', USER_MANAGEMENT, updated.login);
        return updated;
      },
    );

    app.delete(
      `${base}/:login`,
      // 409: an administrator does not delete their own account.
      documented('Delete a user', {
        params: LoginParamsSchema,
        response: { 200: NoContentSchema },
        problems: [409],
      }),
      async (request, reply) => {
        await users.delete(adminOf(request), request.params.login);
        return reply
          .alert('deleted', USER_MANAGEMENT, request.params.login.toLowerCase())
          .status(200)
          .send();
      },
    );
  }
};

import { LineTextSchema, ListQuerySchema } from '@fotoobraz/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationLink } from '../lib/pagination.ts';
import { APP_HEADER, forbidden, unauthorized } from '../lib/problem.ts';
import { isAdmin, type SignedInUser } from '../services/caller.ts';
import type { UserManagementService } from '../services/user-management.service.ts';

const byLogin = { schema: { params: z.object({ login: LineTextSchema }) } };
const list = { schema: { querystring: ListQuerySchema } };

/** Administrators only: 401 for strangers, 403 for other signed-in users. */
const adminOf = (request: FastifyRequest): SignedInUser => {
  const user = request.caller.user;
  if (!user) throw unauthorized();
  if (!isAdmin(request.caller)) throw forbidden();
  return user;
};

const alert = (reply: FastifyReply, action: string, login: string) =>
  reply
    .header(`${APP_HEADER}-alert`, `userManagement.${action}`)
    .header(`${APP_HEADER}-params`, login);

/**
 * User management (JHipster's UserResource) at the old paths `/api/users...` that the spec's
 * client calls and at the newer `/api/admin/users...` and `/api/authorities`.
 */
export const registerUserRoutes = (server: FastifyInstance, users: UserManagementService): void => {
  const app = server.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/api/users/authorities', '/api/authorities']) {
    app.get(path, (request) => {
      adminOf(request);
      return users.authorities();
    });
  }

  for (const base of ['/api/users', '/api/admin/users']) {
    app.get(base, list, async (request, reply) => {
      adminOf(request);
      const page = await users.list(request.query);
      reply.header('X-Total-Count', String(page.total));
      reply.header('Link', paginationLink(request.url, page.page, page.size, page.total));
      return page.users;
    });

    app.get(`${base}/:login`, byLogin, (request) => {
      adminOf(request);
      return users.get(request.params.login);
    });

    app.post(base, async (request, reply) => {
      const created = await users.create(adminOf(request), request.body);
      alert(reply, 'created', created.login);
      return reply
        .status(201)
        .header('Location', `${base}/${encodeURIComponent(created.login)}`)
        .send(created);
    });

    app.put(base, async (request, reply) => {
      const updated = await users.update(adminOf(request), request.body);
      alert(reply, 'updated', updated.login);
      return updated;
    });

    app.delete(`${base}/:login`, byLogin, async (request, reply) => {
      await users.delete(adminOf(request), request.params.login);
      alert(reply, 'deleted', request.params.login.toLowerCase());
      return reply.status(200).send();
    });
  }
};

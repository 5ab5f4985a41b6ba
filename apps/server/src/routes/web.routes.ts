import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../plugins/errors.ts';

/** The built React app (`npm run build` in apps/web). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const API_PREFIXES = ['/api/', '/management/', '/v3/'];

/**
 * Serves the built web app, and index.html for any other GET that a browser navigates to, so
 * that client-side routes like /entity/frame survive a reload. API paths get a problem+json 404.
 */
export const registerWebRoutes = async (
  app: FastifyInstance,
  dist: string | false = WEB_DIST,
): Promise<void> => {
  const hasWeb = dist !== false && existsSync(`${dist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
};

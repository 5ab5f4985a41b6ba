import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../plugins/errors.ts';

/** The built React app (`npm run build` in apps/web). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const API_PREFIXES = ['/api/', '/management/', '/v3/'];

/** Vite names every file under assets/ by a hash of its content: a new content is a new URL. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the texts, the logo) keeps its URL: the browser asks each time. */
export const UNHASHED_FILE_CACHE = 'no-cache';

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built index.html: the prerendered home
 * page's own (apps/web/build/prerender-home.ts) and nothing else may run inline.
 */
export const inlineScriptSources = (dist: string | false = WEB_DIST): string[] => {
  if (dist === false || !existsSync(`${dist}/index.html`)) return [];
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
};

/**
 * Serves the built web app, and index.html for any other GET that a browser navigates to, so
 * that client-side routes like /entity/frame survive a reload. API paths get a problem+json 404.
 * The build holds each text file also as .br and .gz (vite.config.ts); the variant the browser
 * accepts is sent as it is, with an ETag of its own.
 */
export const registerWebRoutes = async (
  app: FastifyInstance,
  dist: string | false = WEB_DIST,
): Promise<void> => {
  const hasWeb = dist !== false && existsSync(`${dist}/index.html`);
  if (hasWeb) {
    const assets = `${dist}${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root: dist,
      serve: false,
      index: ['index.html'],
      preCompressed: true,
      // Cache-Control is ours: the plugin's own header would replace the one set here.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          path.startsWith(assets) ? HASHED_ASSET_CACHE : UNHASHED_FILE_CACHE,
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // Compressed at build or not worth it (under 1 KB, or images): never compressed on the fly.
    app.get<{ Params: { '*': string } }>(
      '/*',
      { compress: false, schema: { hide: true } },
      (request, reply) => reply.sendFile(request.params['*'] || 'index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return sendNotFound(request, reply);
  });
};

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../plugins/errors.ts';

/** The built React app (`npm run build` in apps/web). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const API_PREFIXES = ['/api/', '/management/', '/v3/'];
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Vite names every file under assets/ by a hash of its content: a new content is a new URL. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * index.html keeps its URL but names the build's hashed assets (and its inline scripts are allowed
 * by their hashes in the CSP): an old copy would load files a new release no longer has, so the
 * browser asks each time (a 304 when unchanged).
 */
export const PAGE_CACHE = 'no-cache';
/**
 * The other files that keep their URL (the logo, robots.txt, images): a few minutes from the
 * browser's cache, then revalidated by their ETag, so a page view does not ask for the logo again.
 */
export const UNHASHED_FILE_CACHE = 'public, max-age=300, must-revalidate';

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

/** The build's files by their URL path ('/logo.svg', '/assets/index-Ab12.js'), read once. */
const filesOf = (dist: string): Set<string> =>
  new Set(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${relative(dist, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/')}`,
      ),
  );

/**
 * Serves the built web app, and index.html for any other GET or HEAD that a browser (or an uptime
 * monitor) sends, so that client-side routes like /entity/frame survive a reload. API paths get a
 * problem+json 404. The build holds each text file also as .br and .gz (vite.config.ts); the
 * variant the browser accepts is sent as it is, with an ETag of its own.
 *
 * Whether a path is a file of the build is decided here, from the list of its files: a page is
 * sent index.html at once rather than after the static plugin has looked for the path in every
 * encoding and called the not-found handler, each step awaiting the reply (one more 'close'
 * listener on the response per step, eleven for a page).
 */
export const registerWebRoutes = async (
  app: FastifyInstance,
  dist: string | false = WEB_DIST,
): Promise<void> => {
  const hasWeb = dist !== false && existsSync(`${dist}/index.html`);
  if (hasWeb) {
    const assets = `${dist}${sep}assets${sep}`;
    const index = `${dist}${sep}index.html`;
    const files = filesOf(dist);
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
          path.startsWith(assets)
            ? HASHED_ASSET_CACHE
            : path.startsWith(index)
              ? PAGE_CACHE
              : UNHASHED_FILE_CACHE,
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // Compressed at build or not worth it (under 1 KB, or images): never compressed on the fly.
    // HEAD is answered by the same handler (fastify's exposeHeadRoutes), without the body.
    app.get<{ Params: { '*': string } }>(
      '/*',
      { compress: false, schema: { hide: true } },
      (request, reply) => {
        const path = `/${request.params['*']}`;
        if (files.has(path)) return reply.sendFile(path);
        if (isApi(request.url)) return sendNotFound(request, reply);
        return reply.sendFile('index.html');
      },
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !isApi(request.url)) return reply.sendFile('index.html');
    return sendNotFound(request, reply);
  });
};

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Encodings the server sends, best first; every browser of the last decade takes both. */
export const ENCODINGS = ['br', 'gzip'] as const;
/** Smaller responses go as they are: compressing them saves less than its own overhead. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses dynamic responses of COMPRESSION_THRESHOLD bytes and more whose type compresses
 * (JSON, HTML, SVG, text; never JPEG, PNG or PDF) in the encoding the client accepts. Responses
 * that already carry a Content-Encoding (the web app's precompressed files) pass untouched.
 * Registered before the routes: it attaches itself to each route as the route is declared.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    // Request bodies stay as sent: a compressed upload would only hide its size from bodyLimit.
    globalDecompression: false,
  });

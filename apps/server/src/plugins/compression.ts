import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS } from '../lib/representation.ts';

/**
 * Compresses dynamic responses of COMPRESSION_THRESHOLD bytes and more whose type compresses
 * (JSON, HTML, SVG, text; never JPEG, PNG or PDF) in the encoding the client accepts. Responses
 * that already carry a Content-Encoding (the web app's precompressed files, catalogue GETs with
 * their cached compressed forms) pass untouched. Registered before the routes: it attaches
 * itself to each route as the route is declared.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    // Request bodies stay as sent: a compressed upload would only hide its size from bodyLimit.
    globalDecompression: false,
  });

import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderHome } from './build/prerender-home';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The Fastify server (`npm start`) that answers everything but the app's own files in dev. */
const SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    prerenderHome(),
    // Every text file of the build also as .br and .gz, at the highest settings (compressed once,
    // here, not per request): the server sends the variant the browser accepts (web.routes.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 9000,
    proxy: Object.fromEntries(['/api', '/management', '/v3'].map((prefix) => [prefix, SERVER])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Minified size per chunk; the real budget (DESIGN.md §9: 250 KB gzip of the initial JS of /)
    // is checked in Chromium by e2e/shell.e2e.ts.
    chunkSizeWarningLimit: 600,
  },
});

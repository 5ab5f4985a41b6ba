import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Config } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

export const ASSET = '/assets/index-Ab12Cd34.js';
export const SCRIPT = `console.log(${JSON.stringify('Fotoobraz '.repeat(400))});`;
export const PAGE = `<!doctype html><html lang="sk"><head><title>Fotoobraz</title></head><body>${'<p>Fotoobraz</p>'.repeat(100)}<script type="module" src="${ASSET}"></script></body></html>`;

/**
 * A web build as vite.config.ts leaves it, in a temporary folder: each text file beside its .br
 * and .gz, and the logo; `extras` writes whatever else a suite serves.
 */
const writeBuild = (extras: (dist: string) => void): string => {
  const dist = mkdtempSync(join(tmpdir(), 'fotoobraz-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, text] of [
    ['index.html', PAGE],
    [ASSET.slice(1), SCRIPT],
  ]) {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  extras(dist);
  return dist;
};

/** A test app that serves a fresh web build; closing it removes the build too. */
export const buildWebApp = async (
  overrides: Partial<Config> = {},
  extras: (dist: string) => void = () => undefined,
): Promise<TestApp> => {
  const dist = writeBuild(extras);
  const t = await buildTestApp(overrides, { webDist: dist });
  return {
    ...t,
    close: async () => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
};

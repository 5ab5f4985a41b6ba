import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** What the prerendered index.html carries (apps/web/build/prerender-home.ts): two inline scripts. */
const HEAD = "window.fotoobrazPrerendered=location.pathname==='/'";
const BODY = "if(!window.fotoobrazPrerendered)document.getElementById('root').replaceChildren()";
const PAGE = `<!doctype html><html lang="sk"><head><script>${HEAD}</script></head><body><div id="root"><p>Fotoobraz</p></div><script>${BODY}</script></body></html>`;

const sourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe("index.html's inline scripts (the prerendered home page)", () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'fotoobraz-dist-'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    t = await buildTestApp({}, { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are allowed by their hashes, and no other inline script is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/account/orders' });
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ['script-src', "'self'", sourceOf(HEAD), sourceOf(BODY)].sort(),
    );
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from '../../../../scripts/builds.mjs';
import { loadConfig } from '../../src/config.ts';
import { TEST_DB } from '../helpers/test-app.ts';
import { freePort } from '../mail/mail-helpers.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-profile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** An address of this machine other than loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * Starts the server as `npm start` does (its bundle), until it says it listens; then asks
 * `whileUp` its questions and stops it. Returns the lines it wrote to stdout.
 */
const runServer = async (env: Record<string, string>, whileUp: (port: number) => Promise<void>) => {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Server listening at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    await whileUp(port);
  } finally {
    child.kill('SIGTERM');
  }
  return stdout.split('\n').filter((line) => line.trim() !== '');
};

describe('the listening address by profile', () => {
  it('dev listens on loopback unless HOST is set; prod on every interface', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const prod = { DATA_DIR: dataDir, APP_PROFILE: 'prod', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(prod).host).toBe('0.0.0.0');
    expect(loadConfig({ ...prod, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe.skipIf(TEST_DB !== 'sqlite')('a started server, by profile', () => {
  it('dev: readable log lines, and only loopback answers', async () => {
    const lines = await runServer({ APP_PROFILE: 'dev' }, async (port) => {
      expect(await connects('127.0.0.1', port)).toBe(true);
      if (outsideAddress) expect(await connects(outsideAddress, port)).toBe(false);
    });
    const listening = lines.find((line) => line.includes('Server listening at'))!;
    expect(listening).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*: Server listening at http:\/\/127\.0\.0\.1:\d+/,
    );
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();
  }, 120_000);

  it('prod: one JSON object a line, and every interface answers', async () => {
    const lines = await runServer(
      { APP_PROFILE: 'prod', JWT_SECRET: 'profile-test-'.repeat(4) },
      async (port) => {
        expect(await connects('127.0.0.1', port)).toBe(true);
        if (outsideAddress) expect(await connects(outsideAddress, port)).toBe(true);
      },
    );
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.some((r) => r.msg.startsWith('Server listening at'))).toBe(true);
  }, 120_000);
});

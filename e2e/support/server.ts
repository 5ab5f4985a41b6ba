import { spawn } from 'node:child_process';
import { BREACH_MESSAGE } from '../../apps/server/src/lib/answer-contract.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inject } from 'vitest';
import { ROOT } from './paths.ts';
import { SERVER_BUNDLE, ensureServerBuilt, ensureWebBuilt } from '../../scripts/builds.mjs';

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string;
  dataDir: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes its data folder. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  profile?: 'dev' | 'prod';
  /** Extra environment, e.g. SMTP_URL. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** The breaches of the answers' documented schemas the server logged (lib/answer-contract.ts). */
const breachesIn = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => line.includes(BREACH_MESSAGE))
    .map((line) => (JSON.parse(line) as { breach: string }).breach);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server as `npm start` runs it (the bundle of apps/server) on a free port with
 * SQLite in a fresh temporary DATA_DIR, and resolves once GET /management/health answers 200.
 * In the dev profile the server has the demo catalogue and the accounts admin/admin and
 * user/user: a copy of the folder the run seeded once (global-setup.ts), or, outside a run that
 * did, seeded at start. Rejects with the server's output if it exits or is not healthy in time.
 */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-e2e-'));
  const seeded = inject('seededDataDir');
  if (seeded && (options.profile ?? 'dev') === 'dev') {
    // Each server signs its own sessions, so its secret is not copied.
    cpSync(seeded, dataDir, { recursive: true, filter: (path) => basename(path) !== 'jwt-secret' });
  }
  const server = await runServer(dataDir, options);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A new folder with the dev profile's data: the server started on it once, so it migrated and
 * seeded the demo catalogue, then stopped. Copying it starts a server in 1.7 s instead of 3.9 s.
 */
export const seededDataDir = async (): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-e2e-seeded-'));
  await (await runServer(dataDir, { profile: 'dev' })).stop();
  return dataDir;
};

/** The server on `dataDir`, healthy; stop() ends it and leaves the folder. */
const runServer = async (dataDir: string, options: ServerOptions): Promise<RunningServer> => {
  ensureWebBuilt();
  await ensureServerBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Links in the mails (activation, password reset) lead back to this server.
    PUBLIC_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_PROFILE: options.profile ?? 'dev',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // The e2e server always runs on its own SQLite file, never on a shared database.
  delete env.DATABASE_URL;
  if (env.APP_PROFILE === 'prod' && !env.JWT_SECRET) env.JWT_SECRET = 'e2e-'.repeat(12);

  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  // What the pages read must be what the server documents: a breach it logged fails the file.
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killer);
    }
    const breaches = breachesIn(output);
    if (breaches.length)
      throw new Error(`Answers that break their schema:\n${breaches.join('\n')}`);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline && !exited) {
    const healthy = await fetch(`${url}/management/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, dataDir, output: () => output, stop };
    await sleep(250);
  }
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(
    `The server did not become healthy (${exited ? 'it exited' : 'timeout'}):\n${output}`,
  );
};

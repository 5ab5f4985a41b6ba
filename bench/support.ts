import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { SERVER_BUNDLE, ensureServerBuilt } from '../scripts/builds.mjs';

/** Best (lowest) wall time of `runs` runs of `work`, in milliseconds. */
export const bestOf = async (runs: number, work: () => Promise<unknown>): Promise<number> => {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await work();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
};

/** The p-th percentile (nearest rank) of the measured values; NaN when none was measured. */
export const percentile = (xs: readonly number[], p: number): number => {
  const sorted = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/**
 * A photo-like JPEG of about `megapixels` at 3:2: smooth colour fields (a small random image
 * blown up) with fine grain on top, so it compresses like a camera photo, not like a flat fill.
 */
export const photoLikeJpeg = async (megapixels: number, seed = 1): Promise<Buffer> => {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 2));
  const height = Math.round((width * 2) / 3);
  const small = Buffer.alloc(48 * 32 * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < small.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    small[i] = 40 + (x >>> 24) * 0.7;
  }
  const base = await sharp(small, { raw: { width: 48, height: 32, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++)
    base[i] = Math.max(0, Math.min(255, base[i] + (grain[i] - 128) * 0.35));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The real server (its bundle) in a child process on a fresh SQLite database, as `npm start` runs it. */
export const startServer = async (
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> => {
  const port = await freePort();
  await ensureServerBuilt();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fotoobraz-bench-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/management/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/**
 * What the demo catalogue offers a framed, matted 3:2 photo: its sizes, a paper other than the
 * first medium, a mat, a glass that is neither the first nor a laminate, and frames. `cookie`
 * reads it as that visitor.
 */
export const framedChoices = async (url: string, cookie?: string) => {
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })).json()) as T;
  const configs = await get<{ id: number; totalSizeCm: string }[]>(
    '/api/product-configs?productenum=PHOTOPASPARTAFRAME&ratio=3:2&size=100',
  );
  const [paper] = (
    await get<{ id: number }[]>(
      '/api/print-medias?mediaTypeEnum.equals=PAPIER&enabled.equals=true&size=100',
    )
  ).filter((m) => m.id !== 1);
  const [mat] = await get<{ id: number }[]>('/api/paspartas?enabled=true&size=20');
  const glass = (
    await get<{ id: number; isLaminat: boolean }[]>('/api/glasses?enabled=true&size=100')
  ).find((g) => g.id !== 1 && !g.isLaminat)!;
  const frames = await get<{ id: number }[]>('/api/frames?page=0&size=20&notextures=true');
  return { configs, paper, mat, glass, frames };
};

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export const memoryOf = async (pid: number): Promise<{ peakMb: number; currentMb: number }> => {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, currentMb: kb('VmRSS') / 1024 };
};

/**
 * Asks `${url}/management/health` again 50 ms after each answer, from a worker thread: its own
 * event loop, so what the bench itself does meanwhile (sending 16 photos of 17 MB, say) does
 * not count as the server's slowness. `stop` ends it and gives each answer's time in ms.
 */
export const healthProbe = (url: string): { stop(): Promise<number[]> } => {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let asking = true;
    const times = [];
    parentPort.once('message', () => { asking = false; });
    (async () => {
      while (asking) {
        const started = performance.now();
        await (await fetch(workerData + '/management/health')).arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      parentPort.postMessage(times);
    })();
    `,
    { eval: true, workerData: url },
  );
  const times = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answered = await times;
      await worker.terminate();
      return answered;
    },
  };
};

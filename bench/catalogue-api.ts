// npm run bench:catalogue — the catalogue API against the floor of any Node HTTP service
// (DESIGN.md §9): `GET /api/frames?page=0&size=20` as a signed-in user, 16 connections, no
// If-None-Match and no Accept-Encoding, each request checking the session and the catalogue
// version in the database; beside it, in the same run, a bare `node:http` server answering the
// same bytes from memory. Then the same request with the ETag in If-None-Match (304s), for the
// revalidation a browser makes. Both servers run in their own process, so the load generator
// (autocannon, here) takes from neither.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './support.ts';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/frames?page=0&size=20';
const TARGET = 0.4;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const load = async (
  url: string,
  headers: Record<string, string>,
  expectedStatus = 200,
): Promise<Figures> => {
  // A short warm-up first: JIT, SQLite's page cache and the connection pool settle.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Answers of another class than the one asked for count as errors (a 200 to If-None-Match).
    errors:
      result.errors +
      result.timeouts +
      (expectedStatus === 304 ? result.non2xx - result['3xx'] + result['2xx'] : result.non2xx),
  };
};

/** A bare `node:http` server that answers every request with the given body and headers. */
const startBareServer = async (body: string, headers: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'fotoobraz-bench-bare-'));
  writeFileSync(join(dir, 'body.json'), body);
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(headers));
  const port = await freePort();
  const script = `
    const http = require('node:http');
    const fs = require('node:fs');
    const body = fs.readFileSync(${JSON.stringify(join(dir, 'body.json'))});
    const headers = JSON.parse(fs.readFileSync(${JSON.stringify(join(dir, 'headers.json'))}, 'utf8'));
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.send('up'));
  `;
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
try {
  const signIn = await fetch(`${server.url}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: 'user' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { id_token: token } = (await signIn.json()) as { id_token: string };
  const auth = { authorization: `Bearer ${token}` };

  // fetch asks for compression unless told otherwise; the figures are of the plain JSON.
  const sample = await fetch(`${server.url}${PATH}`, {
    headers: { ...auth, 'accept-encoding': 'identity' },
  });
  if (!sample.ok) throw new Error(`${PATH}: ${sample.status}`);
  const body = await sample.text();
  const rows = (JSON.parse(body) as unknown[]).length;
  // The bare server repeats what the API says beside the body, so both send the same bytes.
  const kept = ['content-type', 'x-total-count', 'link', 'etag', 'vary', 'cache-control'];
  const headers = Object.fromEntries(
    kept.flatMap((k) => (sample.headers.has(k) ? [[k, sample.headers.get(k)!]] : [])),
  );

  const etag = sample.headers.get('etag');
  if (!etag) throw new Error(`${PATH} sent no ETag`);

  const ours = await load(`${server.url}${PATH}`, auth);
  const revalidated = await load(`${server.url}${PATH}`, { ...auth, 'if-none-match': etag }, 304);
  const bare = await startBareServer(body, headers);
  let baseline: Figures;
  try {
    baseline = await load(`${bare.url}${PATH}`, {});
  } finally {
    await bare.stop();
  }

  console.log(
    `GET ${PATH} (${rows} frames, ${(body.length / 1024).toFixed(1)} KB), ` +
      `${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log('server                      req/s   p50 ms   p99 ms  errors');
  for (const [name, f] of [
    ['fotoobraz API', ours],
    ['bare node:http', baseline],
    ['API, If-None-Match (304)', revalidated],
  ] as const) {
    console.log(
      [
        name.padEnd(24),
        f.requestsPerSecond.toFixed(0).padStart(8),
        String(f.p50).padStart(8),
        String(f.p99).padStart(8),
        String(f.errors).padStart(7),
      ].join(' '),
    );
  }
  const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
  const revalidatedRatio = revalidated.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `ratio ${ratio.toFixed(2)}x of bare node:http (target at least ${TARGET}x); ` +
      `with If-None-Match ${revalidatedRatio.toFixed(2)}x`,
  );
  if (ours.errors > 0 || revalidated.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}

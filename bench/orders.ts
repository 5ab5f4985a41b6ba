// npm run bench:orders — order placement under load (DESIGN.md §9): POST /api/orders
// with 10 connections, each order a real placement of its own crafted product (made first: a
// photo uploaded, then framed pieces configured from it on the demo catalogue). Runs on SQLite
// with one instance, then on a fresh PostgreSQL database with two instances, the requests
// alternating between them. Prints orders/s, p50 and p99 of the placements, and when the last
// pro-forma PDF was stored (documents rendered after the commit).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { framedChoices, percentile, photoLikeJpeg, startServer } from './support.ts';

const CONNECTIONS = 10;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

/** Documents still waiting for their PDF; undefined where PDFs are rendered in the transaction. */
type PendingCount = () => Promise<number | undefined>;

interface Shop {
  urls: string[];
  pending: PendingCount;
}

/** A visitor's session on one instance (the anonymous id travels as a cookie). */
const visitorOn = async (url: string, jpeg: Buffer) => {
  const upload = await fetch(`${url}/api/photos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image: jpeg.toString('base64'), title: 'bench.jpg' }),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const cookie = upload.headers.get('set-cookie')!.split(';')[0];
  const photo = ((await upload.json()) as { id: number }).id;
  return { cookie, photo };
};

/** `count` crafted products of one visitor: a framed, matted piece each, in alternating frames. */
const craftProducts = async (url: string, count: number, jpeg: Buffer) => {
  const { cookie, photo } = await visitorOn(url, jpeg);
  const {
    configs: [config],
    paper,
    mat,
    glass,
    frames,
  } = await framedChoices(url, cookie);
  const body = (i: number) => ({
    productEnum: 'PHOTOPASPARTAFRAME',
    photo: { id: photo },
    productConfig: { id: config.id },
    printMedia: { id: paper.id },
    pasparta: { id: mat.id },
    glass: { id: glass.id },
    frame: { id: frames[i % frames.length].id },
    copies: 1,
  });
  const ids: number[] = [];
  const next = { i: 0 };
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next.i < count) {
        const i = next.i++;
        const created = await fetch(`${url}/api/crafted-products`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body(i)),
        });
        if (created.status !== 201) throw new Error(`crafted product: ${created.status}`);
        const product = (await created.json()) as Record<string, unknown>;
        // The configuration as the wizard sends it when a choice changes.
        const put = await fetch(`${url}/api/crafted-products`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...body(i + 1), id: product.id }),
        });
        // Read to the end: an unread answer keeps its connection busy and stalls the shutdown.
        const answer = await put.text();
        if (put.status !== 200) throw new Error(`configure: ${put.status} ${answer}`);
        ids.push(product.id as number);
      }
    }),
  );
  return { cookie, ids };
};

const measure = async (label: string, shop: Shop) => {
  const jpeg = await photoLikeJpeg(24, 3);
  // One visitor per instance: its anonymous session is valid on both, but its products are
  // ordered where they were made, so that each instance also serves its own reads.
  const perInstance = Math.ceil(ORDERS / shop.urls.length);
  const made = await Promise.all(shop.urls.map((url) => craftProducts(url, perInstance, jpeg)));
  // The instances alternate request by request.
  const queue = Array.from({ length: perInstance }, (_, i) =>
    made.map(({ ids }, u) => ({ u, id: ids[i] })),
  ).flat();
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < queue.length) {
        const { u, id } = queue[next++];
        const t0 = performance.now();
        const res = await fetch(`${shop.urls[u]}/api/orders`, {
          method: 'POST',
          headers: { cookie: made[u].cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `bench${id}@example.sk`, craftedProduct: { id } }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) failures++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  while (((await shop.pending()) ?? 0) > 0) await new Promise((r) => setTimeout(r, 100));
  const drained = (performance.now() - started) / 1000;
  const documents =
    (await shop.pending()) === undefined
      ? 'PDFs rendered inside each placement'
      : `last PDF stored ${drained.toFixed(1)} s after the start`;
  console.log(
    `${label}: ${times.length} orders with ${CONNECTIONS} connections in ${wall.toFixed(1)} s: ` +
      `${(times.length / wall).toFixed(1)} orders/s, p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(0)} ms, ${failures} failed; ${documents}`,
  );
};

const pendingIn = async (query: (sql: string) => Promise<number>): Promise<number | undefined> =>
  query('select count(*) as n from pending_document').catch(() => undefined);

// SQLite, one instance.
{
  const dataDir = mkdtempSync(join(tmpdir(), 'fotoobraz-bench-orders-'));
  const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'error', DATA_DIR: dataDir });
  const sqlite = new SQLite(join(dataDir, 'fotoobraz.sqlite'), { readonly: true });
  try {
    await measure('SQLite, 1 instance', {
      urls: [server.url],
      pending: () =>
        pendingIn(async (sql) => Number((sqlite.prepare(sql).get() as { n: number }).n)),
    });
  } finally {
    sqlite.close();
    await server.stop();
  }
}

// PostgreSQL, two instances on a fresh database.
{
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const name = `bench_orders_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const env = { SEED_DEMO: 'true', LOG_LEVEL: 'error', DATABASE_URL: url.toString() };
  const db = new pg.Client({ connectionString: url.toString() });
  // The first instance migrates and seeds; the second joins the prepared database.
  const first = await startServer(env);
  const second = await startServer(env);
  await db.connect();
  try {
    await measure('PostgreSQL, 2 instances', {
      urls: [first.url, second.url],
      pending: () => pendingIn(async (sql) => Number((await db.query(sql)).rows[0].n)),
    });
  } finally {
    await db.end();
    await Promise.all([first.stop(), second.stop()]);
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

// npm run bench:pickup-feed — a 200 MB feed of Packeta's points (issue 48, item 8): a child
// process serves it on loopback as fast as it is read, and this process reads it as the daily
// refresh does (fetchPacketaPoints). Prints the points kept, the time, the peak RSS and the
// longest the event loop was held (what a request waits at most meanwhile).
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fetchPacketaPoints } from '../apps/server/src/areas/pickup-points/services/packeta-feed.client.ts';

const MB = Number(process.env.BENCH_FEED_MB ?? 200);
const PORT = 39481;

/** The feed's server: every tenth point Slovak, about 800 bytes a point, written as read. */
const SERVER = `
const { createServer } = require('node:http');
const entry = (n) => JSON.stringify({ id: String(100000 + n), name: 'Bratislava, Hlavná ' + n,
  place: 'Trafika', street: 'Hlavná ' + n, city: n % 10 ? 'Praha' : 'Bratislava', zip: '811 01',
  country: n % 10 ? 'cz' : 'sk', displayFrontend: '1', latitude: '48.1', longitude: '17.1',
  maxWeight: '10', openingHours: { compactShort: 'Po–Pi 08:00–18:00',
  regular: { monday: '08:00–18:00', friday: '08:00–18:00' } }, description: 'x'.repeat(400) });
createServer(async (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  let sent = 1, n = 0;
  res.write('[');
  while (sent < ${MB} * 2 ** 20) {
    let chunk = '';
    while (chunk.length < 65536) chunk += (n ? ',' : '') + entry(n++);
    sent += Buffer.byteLength(chunk);
    if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
  }
  res.end(']');
}).listen(${PORT}, '127.0.0.1', () => console.log('ready'));
`;

const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ready) => child.stdout!.once('data', ready));
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const before = process.memoryUsage().rss;
const started = performance.now();
try {
  const points = await fetchPacketaPoints(`http://127.0.0.1:${PORT}/branch.json`, {
    timeoutMs: 600_000,
  });
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  console.log(
    `${MB} MB feed: ${points.length} points kept in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `RSS ${mb(before)} MB before, ${mb(peak)} MB at most; event loop held at most ` +
      `${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
  );
} finally {
  clearInterval(sampler);
  delay.disable();
  child.kill();
}

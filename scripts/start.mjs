// `npm start`: builds the web app and the server bundle when missing or older than their
// sources, then runs the server (which migrates and seeds the database on start).
import { spawn } from 'node:child_process';
import { SERVER_BUNDLE, ensureServerBuilt, ensureWebBuilt } from './builds.mjs';

try {
  ensureWebBuilt(console.log);
  await ensureServerBuilt(console.log);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// libvips decodes on several threads; with glibc's default of one malloc arena per thread the
// freed memory of big photos stays fragmented and resident. Two arenas keep the peak bounded, and
// a fixed mmap threshold gives every block of 128 KB or more back to the system when freed
// (glibc would otherwise raise the threshold after the first big photo and keep them).
const server = spawn(process.execPath, [SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

import { ensureServerBuilt, ensureWebBuilt } from './web-build.ts';

/** Once per e2e run, before any server starts: the browser tests need current builds. */
export default async function setup(): Promise<void> {
  ensureWebBuilt();
  await ensureServerBuilt();
}

import { ensureServerBuilt, ensureWebBuilt } from '../../scripts/builds.mjs';

/** Once per e2e run, before any server starts: the browser tests need current builds. */
export default async function setup(): Promise<void> {
  ensureWebBuilt();
  await ensureServerBuilt();
}

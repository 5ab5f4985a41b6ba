import { ensureWebBuilt } from './web-build.ts';

/** Once per e2e run, before any server starts: the browser tests need a current web build. */
export default function setup(): void {
  ensureWebBuilt();
}

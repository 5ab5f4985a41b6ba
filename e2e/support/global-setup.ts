import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureServerBuilt, ensureWebBuilt } from '../../scripts/builds.mjs';
import { seededDataDir } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dev profile's data folder, seeded once; each server starts on a copy. */
    seededDataDir: string;
  }
}

/** Once per e2e run, before any server starts: current builds, and the demo data seeded once. */
export default async function setup(project: TestProject): Promise<() => void> {
  ensureWebBuilt();
  await ensureServerBuilt();
  const seeded = await seededDataDir();
  project.provide('seededDataDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}

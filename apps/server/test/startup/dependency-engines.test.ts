import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** The Node version the README and `engines` promise; every installed package must run on it. */
const rootPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../package.json', import.meta.url)), 'utf8'),
) as { engines: { node: string } };
const lock = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../package-lock.json', import.meta.url)), 'utf8'),
) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe('dependency engines', () => {
  it('the promised Node is the lowest the root engines allow', () => {
    expect(semver.minVersion(rootPackage.engines.node)?.version).toBe('20.19.0');
  });

  it('every locked package runs on the promised Node, so npm install warns no EBADENGINE', () => {
    const promised = semver.minVersion(rootPackage.engines.node)!;
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(promised, range)
          ? [`${path}@${entry.version}: ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});

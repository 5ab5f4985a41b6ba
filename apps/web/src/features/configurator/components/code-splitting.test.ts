import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The packages a module brings with it when it loads: its static imports and theirs, through
 * the app's own files. `import()` and `import type` bring nothing.
 */
const packagesLoadedWith = (file: string): Set<string> => {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const [, specifier] of source.matchAll(
      /^(?:import|export)(?!\s+type\b)[^;'"]*?(?:from\s+)?'([^']+)';/gms,
    )) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = resolve(dirname(path), specifier);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${path}: cannot find ${specifier}`);
      visit(found);
    }
  };
  visit(resolve(import.meta.dirname, file));
  return packages;
};

describe("the wizard's code, split by step", () => {
  it('steps 2 to 5 load without the form library: only the summary brings it', () => {
    const forms = ['react-hook-form', '@hookform/resolvers/zod'];
    const productSteps = packagesLoadedWith('product-steps.tsx');
    for (const name of forms) expect(productSteps).not.toContain(name);
    // The configuration step shows a preview a tenth of a second earlier on a phone without it.
    const summary = packagesLoadedWith('summary-step.tsx');
    for (const name of forms) expect(summary).toContain(name);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The packages a module brings with it when it loads: its static imports and theirs, through
 * the app's own files (`file`: an absolute path). `import()` and `import type` bring nothing.
 */
export const packagesLoadedWith = (file: string): Set<string> => {
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
      // Data and styles (JSON, CSS, images) import nothing further.
      if (!/\.tsx?$/.test(base) && existsSync(base)) continue;
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((candidate) => existsSync(candidate));
      if (!found) throw new Error(`${path}: cannot find ${specifier}`);
      visit(found);
    }
  };
  visit(file);
  return packages;
};

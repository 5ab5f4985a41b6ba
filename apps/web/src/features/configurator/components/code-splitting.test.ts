import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesLoadedWith } from '../../../../test/support/static-imports';

const here = (file: string) => resolve(import.meta.dirname, file);

describe("the wizard's code, split by step", () => {
  it('steps 2 to 5 load without the form library: only the summary brings it', () => {
    const forms = ['react-hook-form', '@hookform/resolvers/zod'];
    const productSteps = packagesLoadedWith(here('product-steps.tsx'));
    for (const name of forms) expect(productSteps).not.toContain(name);
    // The configuration step shows a preview a tenth of a second earlier on a phone without it.
    const summary = packagesLoadedWith(here('summary-step.tsx'));
    for (const name of forms) expect(summary).toContain(name);
  });
});

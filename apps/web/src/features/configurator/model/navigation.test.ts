import { describe, expect, it } from 'vitest';
import { wizardNavigation, type NavigationInput } from './navigation';

const at = (step: number, rest: Partial<NavigationInput> = {}) =>
  wizardNavigation({ step, editionMode: false, hasPreview: true, eligible: true, ...rest });

describe('the Back/Next bar (customer spec §2)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
  ])('at step %i it shows: %s', (step, visible) => {
    expect(at(step).visible).toBe(visible);
  });

  it('Back is disabled at step 0, and at step 2 only in edition mode', () => {
    expect(at(0).backDisabled).toBe(true);
    expect(at(2).backDisabled).toBe(false);
    expect(at(2, { editionMode: true }).backDisabled).toBe(true);
    expect(at(3, { editionMode: true }).backDisabled).toBe(false);
  });

  it('Next at step 2 waits for the preview', () => {
    expect(at(2, { hasPreview: false }).nextDisabled).toBe(true);
    expect(at(2, { hasPreview: true }).nextDisabled).toBe(false);
    // The preview matters at step 2 only.
    expect(at(3, { hasPreview: false }).nextDisabled).toBe(false);
  });

  it('Next at step 3 is disabled while the photo is not eligible for print', () => {
    expect(at(3, { eligible: false }).nextDisabled).toBe(true);
    expect(at(3, { eligible: true }).nextDisabled).toBe(false);
    expect(at(2, { eligible: false }).nextDisabled).toBe(false);
  });

  it("reads 'Ďalší krok', and 'Odoslať objednávku' from the summary on", () => {
    expect(at(2).nextLabel).toBe('configurator.nav.next');
    expect(at(3).nextLabel).toBe('configurator.nav.submit');
    expect(at(4).nextLabel).toBe('configurator.nav.submit');
  });

  it('while the order is being placed neither button can be pressed', () => {
    expect(at(4)).toMatchObject({ backDisabled: true, nextDisabled: true });
    expect(at(3, { placing: true })).toMatchObject({ backDisabled: true, nextDisabled: true });
  });
});

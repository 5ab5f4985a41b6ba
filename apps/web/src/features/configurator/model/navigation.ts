import { STEP, STEP_COUNT } from './wizard-state';

export interface NavigationInput {
  step: number;
  editionMode: boolean;
  /** The crafted product's preview image has arrived. */
  hasPreview: boolean;
  /** The photo may be ordered at the chosen size (an edition always may). */
  eligible: boolean;
  /** An order is being placed. */
  placing?: boolean;
}

export interface Navigation {
  /** Whether the Back/Next bar shows at all. */
  visible: boolean;
  backDisabled: boolean;
  nextDisabled: boolean;
  /** i18n key of the Next button's text. */
  nextLabel: 'configurator.nav.next' | 'configurator.nav.submit' | 'configurator.crop.apply';
}

/**
 * The Back/Next bar of customer spec §2: it shows only for steps above 1 and below the step
 * count; Back is disabled at step 0 and, in edition mode, at step 2; Next is disabled at step 2
 * until a preview exists and at step 3 while the photo is not eligible for print. Next reads
 * 'Ďalší krok', and 'Odoslať objednávku' at the summary (DESIGN.md §7). While the order is being
 * placed (step 4) neither button can be pressed.
 * @example wizardNavigation({ step: 2, editionMode: true, hasPreview: false, eligible: true })
 * // -> { visible: true, backDisabled: true, nextDisabled: true, nextLabel: 'configurator.nav.next' }
 */
export const wizardNavigation = ({
  step,
  editionMode,
  hasPreview,
  eligible,
  placing = false,
}: NavigationInput): Navigation => {
  const busy = placing || step === STEP.placement;
  return {
    visible: step > STEP.crop && step < STEP_COUNT,
    backDisabled: step === STEP.upload || (editionMode && step === STEP.configure) || busy,
    nextDisabled:
      (step === STEP.configure && !hasPreview) || (step === STEP.summary && !eligible) || busy,
    nextLabel: step >= STEP.summary ? 'configurator.nav.submit' : 'configurator.nav.next',
  };
};

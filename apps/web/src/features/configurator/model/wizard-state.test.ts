import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATE,
  NO_CHOICES,
  previousStep,
  STEP,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, INITIAL_STATE);

const uploaded: WizardAction = { type: 'photoUploaded', photoId: 7 };

describe('the wizard state (customer spec §4)', () => {
  it('an upload stays at step 0, where the printable status offers the ways on', () => {
    expect(run(uploaded)).toMatchObject({ step: STEP.upload, source: { kind: 'photo', id: 7 } });
  });

  it('a product without crop goes to step 2, and Back returns to the upload (the crop was skipped)', () => {
    const state = run(uploaded, { type: 'pathChosen', photoOnly: false, crop: false });
    expect(state).toMatchObject({ step: STEP.configure, cropStep: false, photoOnly: false });
    expect(previousStep(state)).toBe(STEP.upload);
  });

  it('a crop goes to step 1 and on to step 2; Back from 2 returns to the crop', () => {
    const crop = { x: 0, y: 10, width: 1000, height: 563 };
    const state = run(
      uploaded,
      { type: 'pathChosen', photoOnly: false, crop: true },
      { type: 'cropped', crop },
    );
    expect(state).toMatchObject({ step: STEP.configure, cropStep: true, crop });
    expect(run(uploaded, { type: 'pathChosen', photoOnly: false, crop: true }).step).toBe(
      STEP.crop,
    );
    expect(previousStep(state)).toBe(STEP.crop);
    expect(wizardReducer(state, { type: 'back' }).step).toBe(STEP.crop);
  });

  it("'Upraviť výrez' opens the crop from step 2; the crop and Back both return to step 2", () => {
    const crop = { x: 40, y: 0, width: 900, height: 600 };
    const atProduct = run(uploaded, { type: 'pathChosen', photoOnly: false, crop: false });
    const reframing = wizardReducer(atProduct, { type: 'reframe' });
    expect(reframing).toMatchObject({ step: STEP.crop, cropStep: true, reframing: true });
    expect(wizardReducer(reframing, { type: 'back' })).toMatchObject({
      step: STEP.configure,
      reframing: false,
    });
    const cropped = wizardReducer(reframing, { type: 'cropped', crop });
    expect(cropped).toMatchObject({ step: STEP.configure, crop, reframing: false });
    // The choices made before stay: the piece is saved again with the new crop.
    expect(cropped.choices).toBe(atProduct.choices);
  });

  it('a new crop keeps the size shown when it was opened, or says what replaced it', () => {
    const atProduct = run(uploaded, { type: 'pathChosen', photoOnly: false, crop: false });
    // The 74 × 54 cm the shop suggested was never picked; reopening the crop keeps it as chosen.
    const reframing = wizardReducer(atProduct, { type: 'reframe', productConfigId: 7 });
    expect(reframing).toMatchObject({ reframedSizeId: 7, choices: { productConfigId: 7 } });
    const cropped = wizardReducer(reframing, {
      type: 'cropped',
      crop: { x: 0, y: 0, width: 300, height: 200 },
    });
    expect(cropped.choices.productConfigId).toBe(7);
    expect(wizardReducer(cropped, { type: 'sizeChecked' })).toMatchObject({
      reframedSizeId: null,
      sizeNotice: null,
      choices: { productConfigId: 7 },
    });
    const notice = { from: '74 × 54 cm', to: '40 × 30 cm', dpi: 96 };
    const replaced = wizardReducer(cropped, {
      type: 'sizeChecked',
      replacement: { productConfigId: 3, notice },
    });
    expect(replaced).toMatchObject({
      reframedSizeId: null,
      sizeNotice: notice,
      choices: { productConfigId: 3 },
    });
    // The notice stays until closed or another choice is made.
    expect(wizardReducer(replaced, { type: 'sizeNoticeClosed' }).sizeNotice).toBeNull();
    expect(
      wizardReducer(replaced, { type: 'chosen', choices: { productConfigId: 7 } }).sizeNotice,
    ).toBeNull();
  });

  it('a photo printed as it is, or an edition, has no crop to reframe', () => {
    const photoOnly = run(uploaded, { type: 'pathChosen', photoOnly: true, crop: false });
    expect(wizardReducer(photoOnly, { type: 'reframe' })).toBe(photoOnly);
    const edition = run({ type: 'editionStarted', editionId: 3 });
    expect(wizardReducer(edition, { type: 'reframe' })).toBe(edition);
  });

  it('edition mode skips steps 0 and 1 and has no way back from step 2', () => {
    const state = run({ type: 'editionStarted', editionId: 3 });
    expect(state).toMatchObject({ step: STEP.configure, editionMode: true });
    expect(wizardReducer(state, { type: 'back' }).step).toBe(STEP.configure);
    expect(previousStep({ ...state, step: STEP.summary })).toBe(STEP.configure);
  });

  it('a new product clears every choice that depends on it, but keeps the copies', () => {
    const state = run(
      uploaded,
      { type: 'pathChosen', photoOnly: false, crop: false },
      { type: 'productSelected', productEnum: 'PHOTOCANVAS' },
      { type: 'chosen', choices: { productConfigId: 21, printMediaId: 11, frameId: 4, copies: 3 } },
      { type: 'productSelected', productEnum: 'PHOTOFRAME' },
    );
    expect(state.choices).toEqual({ ...NO_CHOICES, productEnum: 'PHOTOFRAME', copies: 3 });
  });

  it('switching between photo-only and products forgets the product', () => {
    const state = run(
      uploaded,
      { type: 'pathChosen', photoOnly: false, crop: false },
      { type: 'productSelected', productEnum: 'PHOTOCANVAS' },
      { type: 'back' },
      { type: 'pathChosen', photoOnly: true, crop: false },
    );
    expect(state.choices.productEnum).toBeNull();
    expect(state.photoOnly).toBe(true);
  });

  it('a new upload starts afresh but keeps the contact details', () => {
    const state = run(
      uploaded,
      { type: 'pathChosen', photoOnly: false, crop: false },
      { type: 'saved', craftedId: 5, key: '{}' },
      { type: 'contactChanged', contact: { email: 'jana@example.sk' } },
      { type: 'photoUploaded', photoId: 8 },
    );
    expect(state).toMatchObject({ step: STEP.upload, craftedId: null, savedKey: null });
    expect(state.contact.email).toBe('jana@example.sk');
  });

  it('the order: step 3 -> 4 -> submitted; a failed order returns to the summary', () => {
    const summary = run(
      uploaded,
      { type: 'pathChosen', photoOnly: false, crop: false },
      { type: 'next' },
    );
    expect(summary.step).toBe(STEP.summary);
    const placing = wizardReducer(summary, { type: 'next' });
    expect(placing.step).toBe(STEP.placement);
    expect(wizardReducer(placing, { type: 'next' }).step).toBe(STEP.placement);
    expect(wizardReducer(placing, { type: 'orderFailed' }).step).toBe(STEP.summary);
    expect(wizardReducer(placing, { type: 'orderPlaced', orderId: 9 })).toMatchObject({
      step: STEP.submitted,
      orderId: 9,
    });
    expect(wizardReducer(placing, { type: 'reset' })).toBe(INITIAL_STATE);
  });
});

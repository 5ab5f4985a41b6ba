import { INITIAL_STATE, NO_CONTACT, STEP, type Contact, type WizardState } from './wizard-state';

/** Per tab, so a reload keeps the customer's progress but a new tab starts afresh. */
export const WIZARD_STORAGE_KEY = 'fotoobraz.configurator';

const VERSION = 1;

/** The stored state, or the initial one when there is none or it cannot be read. */
export const loadWizardState = (): WizardState => {
  try {
    const raw = sessionStorage.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return INITIAL_STATE;
    const stored = JSON.parse(raw) as { version?: number; state?: WizardState };
    if (stored.version !== VERSION || !stored.state) return INITIAL_STATE;
    // A contact stored before the form asked for more takes the new fields' defaults.
    const contact = { ...NO_CONTACT, ...stored.state.contact };
    const state = { ...INITIAL_STATE, ...stored.state, contact };
    // Without its picture no later step can be shown.
    return state.source || state.step === STEP.upload ? state : INITIAL_STATE;
  } catch {
    return INITIAL_STATE;
  }
};

/** Keeps ids and choices only: pictures and prices come from the server again after a reload. */
export const saveWizardState = (state: WizardState): void => {
  try {
    if (state === INITIAL_STATE) sessionStorage.removeItem(WIZARD_STORAGE_KEY);
    else sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ version: VERSION, state }));
  } catch {
    // Storage full or denied (private mode): the wizard works, it just forgets on reload.
  }
};

/** The contact the customer typed last, which the basket's order form shares with the wizard. */
export const loadStoredContact = (): Contact => loadWizardState().contact;

/** Keeps the basket form's contact for the wizard (and the next visit of this tab). */
export const storeContact = (contact: Contact): void =>
  saveWizardState({ ...loadWizardState(), contact });

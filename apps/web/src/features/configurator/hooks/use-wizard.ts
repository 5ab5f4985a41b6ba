import { createContext, useContext, type Dispatch } from 'react';
import type { Picture } from '../model/picture';
import type { WizardAction, WizardState } from '../model/wizard-state';

export interface WizardContextValue {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The picture of `state.source`, once it has loaded. */
  picture: Picture | undefined;
  /** Starts the wizard afresh (and leaves edition mode's address). */
  reset(): void;
  /** 'Ďalšia fotografia': afresh, but with the contact the customer typed already. */
  anotherPhoto(): void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's state inside any of its steps. */
export const useWizard = (): WizardContextValue => {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the wizard');
  return value;
};

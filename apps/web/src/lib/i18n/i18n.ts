import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Other features add texts to this file as they go; it stays where it is and is read at build.
import sk from '../../../public/i18n/sk.json';
import { LOCALES } from '../../config/constants';

const OPTIONS: InitOptions = {
  lng: LOCALES[0],
  fallbackLng: LOCALES[0],
  supportedLngs: [...LOCALES],
  // Server messages such as 'Bad credentials: x' must not be read as a namespace.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // The texts are in the bundle, so they are ready at once and the first render shows them.
  initAsync: false,
};

/**
 * Starts i18next with the Slovak texts built into the app's entry chunk: a phone paints the home
 * page without waiting for one more round trip. Tests may pass other `resources`.
 */
export const initI18n = async (
  resources: Resource = { [LOCALES[0]]: { translation: sk } },
): Promise<typeof i18next> => {
  await i18next.use(initReactI18next).init({ ...OPTIONS, resources });
  return i18next;
};

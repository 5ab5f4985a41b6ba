import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '../../config/constants';
import { httpBackend } from './http-backend';

const OPTIONS: InitOptions = {
  lng: LOCALES[0],
  fallbackLng: LOCALES[0],
  supportedLngs: [...LOCALES],
  // Server messages such as 'Bad credentials: x' must not be read as a namespace.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

/**
 * Starts i18next. In the browser the texts come from /i18n/sk.json; tests pass them in as
 * `resources`. Resolves when the texts are there, or rejects if they cannot be loaded.
 */
export const initI18n = async (resources?: Resource): Promise<typeof i18next> => {
  const instance = resources ? i18next : i18next.use(httpBackend);
  await instance.use(initReactI18next).init({ ...OPTIONS, ...(resources ? { resources } : {}) });
  return i18next;
};

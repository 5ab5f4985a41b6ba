import type { BackendModule, ReadCallback } from 'i18next';

declare const __BUILD_TIMESTAMP__: string;

/** `/i18n/sk.json?buildTimestamp=...`: a new build never reads texts cached from an older one. */
export const translationsUrl = (language: string): string =>
  `/i18n/${encodeURIComponent(language)}.json?buildTimestamp=${__BUILD_TIMESTAMP__}`;

/** Loads a locale's texts from the server; i18next asks only for locales it has not got yet. */
export const httpBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(translationsUrl(language))
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} for ${response.url}`);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), false));
  },
};

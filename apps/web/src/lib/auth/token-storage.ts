import { TOKEN_KEY } from '../../config/constants';

/**
 * The bearer token lives in localStorage when the user asked to be remembered (it survives the
 * browser), otherwise in sessionStorage (gone with the tab). Only one of the two ever holds it.
 */
export const readToken = (): string | null =>
  // No storage where the home page is prerendered (src/prerender.tsx): nobody is signed in there.
  typeof localStorage === 'undefined'
    ? null
    : (localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY));

export const storeToken = (token: string, rememberMe: boolean): void => {
  clearToken();
  (rememberMe ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
};

/** Replaces the token with a renewed one, in the same storage (remembered or not). */
export const replaceToken = (token: string): void =>
  storeToken(token, localStorage.getItem(TOKEN_KEY) !== null);

export const clearToken = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
};

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export const bearerTokenOf = (authorization: string | null): string | null =>
  authorization?.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length).trim() || null
    : null;

import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { bearerTokenOf } from '../../../lib/auth/token-storage';
import { LOCALES } from '../../../config/constants';

/**
 * The account calls of the customer spec §7. Each resolves on 2xx and otherwise rejects with the
 * ApiError the API client has already reported (toasts, sign-out on 401).
 */

/** The language every account gets: the only locale there is. */
const LANG_KEY = LOCALES[0];

/** `POST /api/register`: an inactive account and an activation mail. */
export const register = async (r: { login: string; email: string; password: string }) => {
  await api.post('api/register', { ...r, langKey: LANG_KEY });
};

/** `GET /api/activate?key=`: 400 `activation` for an unknown or used key. */
export const activate = async (key: string) => {
  await api.get('api/activate', { query: { key } });
};

/**
 * `POST /api/account/reset-password/init` with the address as text/plain. The answer is the same
 * whether or not the address is registered (no account enumeration).
 */
export const requestPasswordReset = async (email: string) => {
  await api.post('api/account/reset-password/init', email);
};

/** `POST /api/account/reset-password/finish`: 400 `reset` for a bad, used or expired key. */
export const finishPasswordReset = async (r: { key: string; newPassword: string }) => {
  await api.post('api/account/reset-password/finish', r);
};

export interface SettingsRequest {
  firstName: string | null;
  lastName: string | null;
  email: string;
  langKey: string | null;
  /** Sent back as it is: the server clears what a settings save leaves out. */
  imageUrl: string | null;
}

/** `POST /api/account`: 400 `emailexists` when another account has the address. */
export const saveSettings = async (settings: SettingsRequest) => {
  await api.post('api/account', settings);
};

/**
 * `POST /api/account/change-password`: 400 `invalid-password` for a wrong current password.
 * Every earlier token of the account stops working; resolves with the fresh one for this device.
 */
export const changePassword = async (r: {
  currentPassword: string;
  newPassword: string;
}): Promise<string | null> => {
  const response = await api.post('api/account/change-password', r);
  return bearerTokenOf(response.headers.get('Authorization'));
};

/** `POST /api/account/sign-out-everywhere`: every token of the account stops working, this one too. */
export const signOutEverywhere = async () => {
  await api.post('api/account/sign-out-everywhere');
};

/** The `errorKey` of a failed account call (`userexists`, `reset`, ...), if it has one. */
export const errorKeyOf = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.problem?.errorKey : undefined;

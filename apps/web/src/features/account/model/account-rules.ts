import {
  EMAIL_LENGTH,
  EMAIL_PATTERN,
  LOGIN_LENGTH,
  LOGIN_PATTERN,
  PASSWORD_LENGTH,
} from '@fotoobraz/domain';

/** An i18n key with its parameters. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

/** A form's messages by field name; a field without one is valid. */
export type Messages<F extends string> = Partial<Record<F, Message>>;

const REQUIRED: Message = { key: 'account.validation.required' };

const lengthMessage = (value: string, { min, max }: { min: number; max: number }) => {
  if (value.length < min) return { key: 'account.validation.minlength', params: { count: min } };
  if (value.length > max) return { key: 'account.validation.maxlength', params: { count: max } };
  return undefined;
};

/** Only the fields that have a message. */
const found = <F extends string>(messages: Messages<F>): Messages<F> =>
  Object.fromEntries(Object.entries(messages).filter(([, m]) => m !== undefined)) as Messages<F>;

/**
 * Customer spec §5: required, letters, digits, `_ . @ -`, 1 to 50 characters.
 * @example loginMessage('jana novak') // -> { key: 'account.validation.login' }
 */
export const loginMessage = (login: string): Message | undefined => {
  if (login.trim() === '') return REQUIRED;
  return (
    lengthMessage(login, LOGIN_LENGTH) ??
    (LOGIN_PATTERN.test(login) ? undefined : { key: 'account.validation.login' })
  );
};

/**
 * Customer spec §5: required, 5 to 254 characters, and an address the server accepts.
 * @example emailMessage('jana@') // -> { key: 'account.validation.minlength', params: { count: 5 } }
 */
export const emailMessage = (email: string): Message | undefined => {
  const trimmed = email.trim();
  if (trimmed === '') return REQUIRED;
  return (
    lengthMessage(trimmed, EMAIL_LENGTH) ??
    (EMAIL_PATTERN.test(trimmed) ? undefined : { key: 'account.validation.email' })
  );
};

/**
 * A password, and a confirmation alike: required, 4 to 50 characters.
 * @example passwordMessage('abc') // -> { key: 'account.validation.minlength', params: { count: 4 } }
 */
export const passwordMessage = (password: string): Message | undefined =>
  password === '' ? REQUIRED : lengthMessage(password, PASSWORD_LENGTH);

/**
 * The confirmation: a password of its own, and equal to the first (global.messages.error.dontmatch).
 * @example confirmationMessage('heslo123', 'heslo124') // -> { key: 'global.messages.error.dontmatch' }
 */
export const confirmationMessage = (password: string, confirmation: string): Message | undefined =>
  passwordMessage(confirmation) ??
  (confirmation === password ? undefined : { key: 'global.messages.error.dontmatch' });

export interface RegistrationValues {
  login: string;
  email: string;
  password: string;
  confirmation: string;
}

export const validateRegistration = (v: RegistrationValues): Messages<keyof RegistrationValues> =>
  found({
    login: loginMessage(v.login),
    email: emailMessage(v.email),
    password: passwordMessage(v.password),
    confirmation: confirmationMessage(v.password, v.confirmation),
  });

export interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

/** Reset finish (customer spec §5): a new password of 4 to 50 characters and its confirmation. */
export const validateNewPassword = (v: NewPasswordValues): Messages<keyof NewPasswordValues> =>
  found({
    newPassword: passwordMessage(v.newPassword),
    confirmation: confirmationMessage(v.newPassword, v.confirmation),
  });

export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

export const validatePasswordChange = (
  v: PasswordChangeValues,
): Messages<keyof PasswordChangeValues> =>
  found({
    currentPassword: v.currentPassword === '' ? REQUIRED : undefined,
    ...validateNewPassword(v),
  });

export interface ResetRequestValues {
  email: string;
}

export const validateResetRequest = (v: ResetRequestValues): Messages<'email'> =>
  found({ email: emailMessage(v.email) });

export interface SettingsValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** The server keeps names to 50 characters. */
const NAME_LENGTH = { min: 0, max: 50 };

export const validateSettings = (v: SettingsValues): Messages<keyof SettingsValues> =>
  found({
    firstName: lengthMessage(v.firstName.trim(), NAME_LENGTH),
    lastName: lengthMessage(v.lastName.trim(), NAME_LENGTH),
    email: emailMessage(v.email),
  });

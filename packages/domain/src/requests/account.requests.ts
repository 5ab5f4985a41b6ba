import { z } from 'zod';
import { LOGIN_LENGTH, LOGIN_PATTERN } from '../entities/user.ts';
import { typeError } from '../validation/constraints.ts';
import { emailSchema } from '../validation/email.ts';
import { LineTextSchema } from '../validation/texts.ts';

const name = () => LineTextSchema.max(50, { error: 'Size' }).nullish();
const langKey = () => LineTextSchema.min(2, { error: 'Size' }).max(10, { error: 'Size' }).nullish();

/** A login as a new account chooses it: 1 to 50 of letters, digits and `_.@-`. */
const LoginNameSchema = z
  .string({ error: 'NotNull' })
  .min(LOGIN_LENGTH.min, { error: 'Size' })
  .max(LOGIN_LENGTH.max, { error: 'Size' })
  .regex(LOGIN_PATTERN, { error: 'Pattern' });

/**
 * Sign-in (`POST /api/authenticate`, JHipster's LoginVM). The password's strength is not judged
 * here: an old account's password is whatever it was.
 * @example LoginSchema.parse({ username: 'jana', password: 'tajne' }).rememberMe // -> undefined
 */
export const LoginSchema = z.object({
  username: LineTextSchema.min(1, { error: 'NotNull' }).max(50, { error: 'Size' }),
  password: LineTextSchema.min(1, { error: 'NotNull' }).max(100, { error: 'Size' }),
  rememberMe: z.boolean({ error: typeError }).optional(),
});
export type LoginRequest = z.output<typeof LoginSchema>;

/**
 * Registration (`POST /api/register`, JHipster's ManagedUserVM). The password's length is the
 * account's rule (`invalid-password`), not a field error.
 * @example RegisterSchema.safeParse({ login: 'jana', email: 'jana@example.sk', password: 'x' }).success // -> true
 */
export const RegisterSchema = z.object({
  login: LoginNameSchema,
  email: emailSchema(),
  password: LineTextSchema,
  langKey: LineTextSchema.max(10, { error: 'Size' }).nullish(),
  firstName: name(),
  lastName: name(),
});
export type RegisterRequest = z.output<typeof RegisterSchema>;

/**
 * The e-mail a reset link is asked for: JHipster's client sends it as the whole text/plain body,
 * others as `{email}`.
 * @example PasswordResetInitSchema.parse(' jana@example.sk') // -> 'jana@example.sk'
 */
export const PasswordResetInitSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { email?: unknown }).email
      : body,
  emailSchema(),
);

/** A new password with the key of a reset link (JHipster's KeyAndPasswordVM). */
export const PasswordResetFinishSchema = z.object({
  key: LineTextSchema.min(1, { error: 'NotNull' }).max(64, { error: 'Size' }),
  newPassword: LineTextSchema,
});
export type PasswordResetFinishRequest = z.output<typeof PasswordResetFinishSchema>;

/**
 * The signed-in user's own settings (`POST /api/account`); login, authorities and activation
 * are not the user's to change.
 * @example AccountSettingsSchema.parse({ email: 'jana@example.sk', firstName: ' Jana ' }).firstName // -> 'Jana'
 */
export const AccountSettingsSchema = z.object({
  firstName: LineTextSchema.trim().max(50, { error: 'Size' }).nullish(),
  lastName: LineTextSchema.trim().max(50, { error: 'Size' }).nullish(),
  email: emailSchema(),
  langKey: langKey(),
  imageUrl: LineTextSchema.max(256, { error: 'Size' }).nullish(),
});
export type AccountSettingsRequest = z.output<typeof AccountSettingsSchema>;

/** A password change (JHipster's PasswordChangeDTO). */
export const PasswordChangeSchema = z.object({
  currentPassword: LineTextSchema,
  newPassword: LineTextSchema,
});
export type PasswordChangeRequest = z.output<typeof PasswordChangeSchema>;

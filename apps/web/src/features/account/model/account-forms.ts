import {
  AccountSettingsSchema,
  LoginSchema,
  PASSWORD_LENGTH,
  PasswordChangeSchema,
  PasswordResetFinishSchema,
  PasswordResetInitSchema,
  RegisterSchema,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { MISMATCH } from '../../../lib/forms/faults';

/**
 * The account forms are the domain's request schemas, with what only a form asks: a new
 * password of the account's length (the server refuses others as `invalid-password`, not as a
 * field), a confirmation equal to it, and a current password that is not empty.
 */

const newPassword = RegisterSchema.shape.password
  .min(PASSWORD_LENGTH.min, { error: 'Size' })
  .max(PASSWORD_LENGTH.max, { error: 'Size' });

/** The confirmation equals the password it confirms (global.messages.error.dontmatch). */
const confirms =
  <K extends string>(password: K) =>
  (values: Record<K | 'confirmation', string>) =>
    values.confirmation === values[password];

/** Registration (customer spec §5): login, e-mail, a new password and its confirmation. */
export const RegistrationForm = RegisterSchema.pick({ login: true, email: true })
  .extend({ password: newPassword, confirmation: newPassword })
  .refine(confirms('password'), { path: ['confirmation'], error: MISMATCH });
export type RegistrationValues = z.input<typeof RegistrationForm>;

/** The new password of a reset link, and its confirmation. */
export const NewPasswordForm = PasswordResetFinishSchema.omit({ key: true })
  .extend({ newPassword, confirmation: newPassword })
  .refine(confirms('newPassword'), { path: ['confirmation'], error: MISMATCH });
export type NewPasswordValues = z.input<typeof NewPasswordForm>;

/** A password change: the current password, the new one and its confirmation. */
export const PasswordChangeForm = PasswordChangeSchema.extend({
  currentPassword: PasswordChangeSchema.shape.currentPassword.min(1, { error: 'NotNull' }),
  newPassword,
  confirmation: newPassword,
}).refine(confirms('newPassword'), { path: ['confirmation'], error: MISMATCH });
export type PasswordChangeValues = z.input<typeof PasswordChangeForm>;

/** The address a reset link is asked for. */
export const ResetRequestForm = z.object({ email: PasswordResetInitSchema });

/** The signed-in user's names and e-mail. */
export const SettingsForm = AccountSettingsSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
});
export type SettingsValues = z.input<typeof SettingsForm>;

/** Sign-in; a login of blanks is no login. */
export const SignInForm = LoginSchema.extend({
  username: z.string().trim().pipe(LoginSchema.shape.username),
});
export type SignInValues = z.input<typeof SignInForm>;

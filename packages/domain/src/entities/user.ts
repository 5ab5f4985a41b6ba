import { z } from 'zod';
import { AUTHORITIES } from './enums.ts';

/** Account limits of the customer spec §5 and §9. */
export const LOGIN_PATTERN = /^[_.@A-Za-z0-9-]+$/;
export const LOGIN_LENGTH = { min: 1, max: 50 } as const;
export const EMAIL_LENGTH = { min: 5, max: 254 } as const;
export const PASSWORD_LENGTH = { min: 4, max: 50 } as const;

/** A user as the API shows it (never with the password hash). */
export const UserSchema = z.object({
  id: z.number().int(),
  login: z.string().min(LOGIN_LENGTH.min).max(LOGIN_LENGTH.max).regex(LOGIN_PATTERN),
  firstName: z.string().max(50).nullable(),
  lastName: z.string().max(50).nullable(),
  email: z.string().min(EMAIL_LENGTH.min).max(EMAIL_LENGTH.max).nullable(),
  imageUrl: z.string().max(256).nullable(),
  activated: z.boolean(),
  langKey: z.string().min(2).max(10).nullable(),
  authorities: z.array(z.enum(AUTHORITIES)),
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

import { z } from 'zod';
import { AUTHORITIES } from '../entities/enums.ts';
import { LOGIN_LENGTH, LOGIN_PATTERN } from '../entities/user.ts';
import { typeError } from '../validation/constraints.ts';
import { emailSchema } from '../validation/email.ts';
import { IdSchema } from '../validation/ids.ts';
import { LineTextSchema } from '../validation/texts.ts';

const optionalText = (max: number) => LineTextSchema.max(max, { error: 'Size' }).nullish();

/**
 * An account as an administrator creates or changes it (JHipster's AdminUserDTO); a password is
 * never taken from it. An empty login is `NotNull`, as JHipster's `@NotBlank` says.
 * @example ManagedUserSchema.safeParse({ login: 'jana', email: 'jana@localhost' }).error?.issues[0].message // -> 'Email'
 */
export const ManagedUserSchema = z.object({
  id: IdSchema.nullish(),
  login: z
    .string({ error: typeError })
    .min(LOGIN_LENGTH.min, { error: 'NotNull' })
    .max(LOGIN_LENGTH.max, { error: 'Size' })
    .regex(LOGIN_PATTERN, { error: 'Pattern' }),
  firstName: optionalText(50),
  lastName: optionalText(50),
  email: emailSchema('Email'),
  imageUrl: optionalText(256),
  activated: z.boolean({ error: typeError }).nullish(),
  langKey: LineTextSchema.min(2, { error: 'Size' }).max(10, { error: 'Size' }).nullish(),
  authorities: z.array(z.enum(AUTHORITIES, { error: 'Pattern' }), { error: typeError }).nullish(),
});
export type ManagedUserRequest = z.output<typeof ManagedUserSchema>;

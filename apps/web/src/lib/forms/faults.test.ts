import {
  AccountSettingsSchema,
  emailSchema,
  LoginSchema,
  ManagedUserSchema,
  PasswordResetInitSchema,
} from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { faultOf, lengthBoundsOf, MISMATCH } from './faults';

describe('faultOf: what a schema error says, whichever schema found it', () => {
  const bounds = { min: 5, max: 254 };
  it.each([
    ['an empty value', { type: 'too_small', message: 'Size' }, '', { kind: 'required' }],
    [
      'a value of blanks',
      { type: 'invalid_format', message: 'Pattern' },
      '  ',
      { kind: 'required' },
    ],
    ['NotNull', { type: 'custom', message: 'NotNull' }, 'x', { kind: 'required' }],
    ['too short', { type: 'too_small', message: 'Size' }, 'j@a', { kind: 'tooShort', min: 5 }],
    [
      'too long',
      { type: 'too_big', message: 'Size' },
      'x'.repeat(255),
      { kind: 'tooLong', max: 254 },
    ],
    [
      'Size from the server, short',
      { type: 'server', message: 'Size' },
      'j@a',
      { kind: 'tooShort', min: 5 },
    ],
    [
      'Size from the server, long',
      { type: 'server', message: 'Size' },
      'x'.repeat(300),
      { kind: 'tooLong', max: 254 },
    ],
    ['Pattern', { type: 'invalid_format', message: 'Pattern' }, 'jana', { kind: 'pattern' }],
    ['Email', { type: 'invalid_format', message: 'Email' }, 'jana', { kind: 'pattern' }],
    [
      'a confirmation that differs',
      { type: 'custom', message: MISMATCH },
      'x',
      { kind: 'mismatch' },
    ],
    ['anything else', { type: 'custom', message: 'TypeMismatch' }, 'x', { kind: 'invalid' }],
  ])('%s', (_case, error, value, fault) => {
    expect(faultOf(error, value, bounds)).toEqual(fault);
  });

  it('a Size whose bound the schema does not state is only invalid', () => {
    expect(faultOf({ type: 'too_big', message: 'Size' }, 'abc', {})).toEqual({ kind: 'invalid' });
  });
});

describe('lengthBoundsOf: the numbers the schema checks, through what wraps them', () => {
  it.each([
    ['the e-mail', emailSchema(), { min: 5, max: 254 }],
    ['an optional trimmed name', AccountSettingsSchema.shape.firstName, { max: 50 }],
    ['a login of an administrator', ManagedUserSchema.shape.login, { min: 1, max: 50 }],
    ['a preprocessed body', PasswordResetInitSchema, { min: 5, max: 254 }],
    ['a trimming pipe', z.string().trim().pipe(LoginSchema.shape.username), { min: 1, max: 50 }],
    ['a boolean', z.boolean(), {}],
    ['nothing', undefined, {}],
  ])('%s', (_case, schema, bounds) => {
    expect(lengthBoundsOf(schema)).toEqual(bounds);
  });
});

import { craftedProduct, frame, order, productConfig } from '@fotoobraz/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_WORDING,
  entityFieldMessage,
  ORDER_CONTACT_WORDING,
  SIGN_IN_WORDING,
  USER_WORDING,
  wordFault,
  type FieldMessage,
  type Wording,
} from './field-messages';
import type { Fault } from './faults';

describe('wordFault: each form keeps its own words', () => {
  const required: Fault = { kind: 'required' };
  const short: Fault = { kind: 'tooShort', min: 5 };
  const long: Fault = { kind: 'tooLong', max: 50 };
  const pattern: Fault = { kind: 'pattern' };
  const mismatch: Fault = { kind: 'mismatch' };
  const invalid: Fault = { kind: 'invalid' };
  /** One form's cases: its field, the fault, and the message it words the fault with. */
  const casesOf = (form: string, wording: Wording, cases: [string, Fault, FieldMessage][]) =>
    cases.map(([name, fault, message]) => [form, wording, name, fault, message] as const);
  it.each([
    ...casesOf('account', ACCOUNT_WORDING, [
      ['login', required, { key: 'account.validation.required' }],
      ['email', short, { key: 'account.validation.minlength', params: { count: 5 } }],
      ['firstName', long, { key: 'account.validation.maxlength', params: { count: 50 } }],
      ['login', pattern, { key: 'account.validation.login' }],
      ['email', pattern, { key: 'account.validation.email' }],
      ['confirmation', mismatch, { key: 'global.messages.error.dontmatch' }],
    ]),
    ...casesOf('sign-in', SIGN_IN_WORDING, [
      ['username', required, { key: 'login.messages.validate.username' }],
      ['password', required, { key: 'login.messages.validate.password' }],
    ]),
    ...casesOf('user', USER_WORDING, [
      ['login', required, { key: 'entity.validation.required' }],
      [
        'login',
        pattern,
        { key: 'entity.validation.pattern', params: { pattern: '^[_.@A-Za-z0-9-]+$' } },
      ],
      ['lastName', long, { key: 'entity.validation.maxlength', params: { max: 50 } }],
      ['email', short, { key: 'userManagement.validation.emailMinlength', params: { min: 5 } }],
      ['email', pattern, { key: 'userManagement.validation.email' }],
    ]),
    ...casesOf('contact', ORDER_CONTACT_WORDING, [
      ['email', required, { key: 'configurator.contact.errors.emailRequired' }],
      ['email', short, { key: 'configurator.contact.errors.emailPattern' }],
      ['deliveryCity', required, { key: 'configurator.contact.errors.required' }],
    ]),
    ...casesOf('any form', USER_WORDING, [
      ['langKey', invalid, { key: 'entity.validation.invalid' }],
    ]),
  ])('%s, %s: %j', (_form, wording, name, fault, message) => {
    expect(wordFault(wording, name, fault)).toEqual(message);
  });
});

describe('entityFieldMessage: the contract codes at a field of the model', () => {
  const { copies, photoOnlyWidth, cropX } = craftedProduct.fields;
  it.each([
    ['copies below 1', copies, 'Min', { key: 'entity.validation.min', params: { min: 1 } }],
    [
      'copies above the column',
      copies,
      'Max',
      { key: 'entity.validation.max', params: { max: 2_147_483_647 } },
    ],
    ['a size of 0', photoOnlyWidth, 'DecimalMin', { key: 'entity.validation.positive' }],
    [
      'a size above 1000',
      photoOnlyWidth,
      'DecimalMax',
      { key: 'entity.validation.max', params: { max: 1000 } },
    ],
    [
      'a crop below the column',
      cropX,
      'Min',
      { key: 'entity.validation.min', params: { min: -2_147_483_648 } },
    ],
    ['a bound on a text', frame.fields.name, 'Max', { key: 'entity.validation.invalid' }],
    [
      'a text too long',
      productConfig.fields.ratio,
      'Size',
      { key: 'entity.validation.maxlength', params: { max: 10 } },
    ],
    ['a word for a number', copies, 'TypeMismatch', { key: 'entity.validation.integerNumber' }],
    [
      'a relation gone',
      productConfig.fields.product,
      'NotFound',
      { key: 'entity.validation.notFound' },
    ],
    [
      'a crafted product another order holds',
      order.fields.craftedProduct,
      'Ordered',
      { key: 'entity.validation.ordered' },
    ],
  ])('%s', (_name, field, code, expected) => {
    expect(entityFieldMessage(field, code)).toEqual(expected);
  });

  it("an image's content type is the image's message", () => {
    expect(entityFieldMessage(frame.fields.name, 'NotNull', true)).toEqual({
      key: 'entity.validation.image',
    });
  });
});

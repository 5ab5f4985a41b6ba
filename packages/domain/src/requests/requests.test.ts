import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../entities/entity-schema.ts';
import {
  AccountSettingsSchema,
  LoginSchema,
  PasswordChangeSchema,
  PasswordResetFinishSchema,
  PasswordResetInitSchema,
  RegisterSchema,
} from './account.requests.ts';
import { BasketItemAddSchema, BasketItemCopiesSchema } from './basket.requests.ts';
import { PriceDifferencesSchema } from './crafted-product.requests.ts';
import { ManagedUserSchema } from './managed-user.requests.ts';
import {
  BUYER_ADDRESS,
  OrderContactSchema,
  OrderStatusChangeSchema,
  orderedIdsOf,
  PlaceOrderSchema,
} from './order.requests.ts';
import { PhotoCreateSchema, PhotoUploadSchema } from './photo.requests.ts';

const NUL = 'a\u0000b';

/** `field:message` of the contract's fieldErrors: one per field, its first issue. */
const errorsOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : fieldErrorsOf('request', result.error).map((e) => `${e.field}:${e.message}`);
};

/** One test a case: the field errors the schema gives for the input (none when it passes). */
const itGives = (schema: z.ZodType, cases: [unknown, string[]][], name = '%j -> %j') =>
  it.each(cases)(name, (input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

describe('account requests', () => {
  const login = { username: 'jana', password: 'tajne' };
  const registration = { login: 'jana', email: 'jana@example.sk', password: 'heslo123' };
  const settings = { email: 'jana@example.sk' };

  it.each([
    ['sign-in', LoginSchema, login, []],
    ['sign-in, empty login', LoginSchema, { ...login, username: '' }, ['username:NotNull']],
    [
      'sign-in, NUL in the password',
      LoginSchema,
      { ...login, password: NUL },
      ['password:Pattern'],
    ],
    [
      'sign-in, rememberMe "yes"',
      LoginSchema,
      { ...login, rememberMe: 'yes' },
      ['rememberMe:TypeMismatch'],
    ],
    ['registration', RegisterSchema, registration, []],
    [
      'registration, no login',
      RegisterSchema,
      { ...registration, login: undefined },
      ['login:NotNull'],
    ],
    [
      'registration, login with a space',
      RegisterSchema,
      { ...registration, login: 'ja na' },
      ['login:Pattern'],
    ],
    [
      'registration, e-mail without a domain',
      RegisterSchema,
      { ...registration, email: 'jana@localhost' },
      ['email:Pattern'],
    ],
    [
      'registration, 51-letter first name',
      RegisterSchema,
      { ...registration, firstName: 'a'.repeat(51) },
      ['firstName:Size'],
    ],
    ['reset finish', PasswordResetFinishSchema, { key: 'k', newPassword: 'heslo123' }, []],
    [
      'reset finish, no key',
      PasswordResetFinishSchema,
      { key: '', newPassword: 'heslo123' },
      ['key:NotNull'],
    ],
    ['settings', AccountSettingsSchema, settings, []],
    [
      'settings, newline in a name',
      AccountSettingsSchema,
      { ...settings, lastName: 'No\nvak' },
      ['lastName:Pattern'],
    ],
    [
      'settings, langKey of one letter',
      AccountSettingsSchema,
      { ...settings, langKey: 's' },
      ['langKey:Size'],
    ],
    [
      'password change, NUL',
      PasswordChangeSchema,
      { currentPassword: 'a', newPassword: NUL },
      ['newPassword:Pattern'],
    ],
  ] as const)('%s -> %j', (_name, schema, input, expected) => {
    expect(errorsOf(schema, input)).toEqual(expected);
  });

  it('takes the reset e-mail as the whole text body or as {email}, trimmed', () => {
    expect(PasswordResetInitSchema.parse(' jana@example.sk ')).toBe('jana@example.sk');
    expect(PasswordResetInitSchema.parse({ email: 'jana@example.sk' })).toBe('jana@example.sk');
    expect(errorsOf(PasswordResetInitSchema, 'jana\u0000@example.sk')).toEqual([':Pattern']);
    expect(errorsOf(PasswordResetInitSchema, {})).toEqual([':NotNull']);
  });

  it('trims the names of the settings', () => {
    expect(AccountSettingsSchema.parse({ ...settings, firstName: ' Jana ' }).firstName).toBe(
      'Jana',
    );
  });
});

describe('a managed user', () => {
  const user = { login: 'jana', email: 'jana@example.sk' };
  itGives(ManagedUserSchema, [
    [user, []],
    [{ ...user, login: '' }, ['login:NotNull']],
    [{ ...user, email: 'jana@localhost' }, ['email:Email']],
    [{ ...user, id: 2_147_483_648 }, ['id:NotFound']],
    [{ ...user, authorities: ['ROLE_KING'] }, ['authorities:Pattern']],
    [{ ...user, activated: 'yes' }, ['activated:TypeMismatch']],
  ]);
});

describe('orders', () => {
  const contact = { email: 'jana@example.sk' };
  const courier = {
    handoverMethod: 'KURIER',
    deliveryName: 'Jana Nováková',
    deliveryStreet: 'Hlavná 1',
    deliveryCity: 'Nitra',
    deliveryPostcode: '94901',
  };

  itGives(
    OrderContactSchema,
    [
      [contact, []],
      [{ ...contact, ...courier }, []],
      [
        { ...contact, handoverMethod: 'KURIER' },
        [
          'deliveryName:NotNull',
          'deliveryStreet:NotNull',
          'deliveryCity:NotNull',
          'deliveryPostcode:NotNull',
        ],
      ],
      [{ ...contact, handoverMethod: 'DRON' }, ['handoverMethod:TypeMismatch']],
      [{ ...contact, phone: '0900\u001b[2J' }, ['phone:Pattern']],
      [{ ...contact, userNote: 'Prvý riadok\nDruhý' }, []],
      [{ email: 'jana@localhost' }, ['email:Pattern']],
    ],
    'contact %j -> %j',
  );

  const company = {
    buyerName: 'Fotoateliér s.r.o.',
    buyerStreet: 'Štúrova 5',
    buyerCity: 'Košice',
    buyerPostcode: '04001',
    buyerIco: '35763469',
    buyerDic: '2020317068',
    buyerIcDph: 'SK2020317068',
  };

  itGives(
    OrderContactSchema,
    [
      [{ ...contact, ...company }, []],
      [
        { ...contact, buyerName: 'Jana Nováková', buyerStreet: 'Hlavná 1' },
        ['buyerCity:NotNull', 'buyerPostcode:NotNull'],
      ],
      [{ ...contact, buyerIco: '35763469' }, BUYER_ADDRESS.map((f) => `${f}:NotNull`)],
      [{ ...contact, ...company, buyerIco: '35763468' }, ['buyerIco:Pattern']],
      [{ ...contact, ...company, buyerIco: '1234567' }, ['buyerIco:Pattern']],
      [{ ...contact, ...company, buyerIco: '' }, ['buyerIco:NotNull']],
      [{ ...contact, ...company, buyerDic: '202031706' }, ['buyerDic:Pattern']],
      [{ ...contact, ...company, buyerIcDph: '2020317068' }, ['buyerIcDph:Pattern']],
      [{ ...contact, ...company, buyerIcDph: 'SK2020317069' }, ['buyerIcDph:Mismatch']],
      [{ ...contact, buyerName: '', buyerIco: null }, []],
    ],
    'buyer %j -> %j',
  );

  it('keeps the numbers compact, and a blank one as none', () => {
    const parsed = OrderContactSchema.parse({
      ...contact,
      ...company,
      buyerIco: '35 763 469',
      buyerIcDph: 'sk 2020317068',
      buyerDic: '2020317068',
    });
    expect(parsed).toMatchObject({ buyerIco: '35763469', buyerIcDph: 'SK2020317068' });
    expect(OrderContactSchema.parse({ ...contact, buyerIco: ' ' }).buyerIco).toBeNull();
  });

  it('names the terms version the customer confirmed, or none', () => {
    const order = { ...contact, craftedProduct: { id: 7 } };
    expect(PlaceOrderSchema.parse({ ...order, termsVersion: '3' }).termsVersion).toBe(3);
    expect(PlaceOrderSchema.parse(order).termsVersion).toBeUndefined();
    expect(errorsOf(PlaceOrderSchema, { ...order, termsVersion: 'v3' })).toEqual([
      'termsVersion:TypeMismatch',
    ]);
  });

  it('places an order of a crafted product named by its id, possibly as text', () => {
    expect(
      PlaceOrderSchema.parse({ ...contact, craftedProduct: { id: '7' } }).craftedProduct,
    ).toEqual({ id: 7 });
    expect(errorsOf(PlaceOrderSchema, contact)).toEqual(['craftedProduct:NotNull']);
    expect(errorsOf(PlaceOrderSchema, { ...contact, craftedProduct: { id: 'abc' } })).toEqual([
      'craftedProduct:TypeMismatch',
    ]);
  });

  it('places the lines of a basket as items, one to fifty, each crafted product once', () => {
    const line = (id: unknown) => ({ craftedProduct: { id } });
    const parsed = PlaceOrderSchema.parse({ ...contact, items: [line('7'), line(9)] });
    expect(orderedIdsOf(parsed)).toEqual([7, 9]);
    expect(orderedIdsOf(PlaceOrderSchema.parse({ ...contact, craftedProduct: { id: 4 } }))).toEqual(
      [4],
    );
    expect(errorsOf(PlaceOrderSchema, { ...contact, items: [] })).toEqual(['items:Size']);
    const fiftyOne = Array.from({ length: 51 }, (_, n) => line(n + 1));
    expect(errorsOf(PlaceOrderSchema, { ...contact, items: fiftyOne })).toEqual(['items:Size']);
    expect(errorsOf(PlaceOrderSchema, { ...contact, items: [line(7), line('x')] })).toEqual([
      'items[1].craftedProduct:TypeMismatch',
    ]);
    expect(errorsOf(PlaceOrderSchema, { ...contact, items: [line(7), {}] })).toEqual([
      'items[1].craftedProduct:NotNull',
    ]);
    expect(errorsOf(PlaceOrderSchema, { ...contact, items: [line(7), line(7)] })).toEqual([
      'items[1].craftedProduct:Duplicate',
    ]);
    expect(
      errorsOf(PlaceOrderSchema, { ...contact, craftedProduct: { id: 8 }, items: [line(7)] }),
    ).toEqual(['craftedProduct:Conflict']);
  });

  itGives(
    OrderStatusChangeSchema,
    [
      [{ status: 'ZAPLATENA' }, []],
      [{ status: 'ZAPLATENA\u0000' }, ['status:Pattern']],
      [{ status: 'HOTOVO' }, ['status:Pattern']],
      [{ status: 'ZAPLATENA', note: NUL }, ['note:Pattern']],
    ],
    'status change %j -> %j',
  );
});

const UPLOAD = { image: '/9j/\n4AAQ', title: ' Dovolenka ' };

describe('a photo upload', () => {
  it('takes base64 with line breaks and a trimmed title', () => {
    expect(PhotoUploadSchema.parse(UPLOAD)).toEqual({ image: '/9j/4AAQ', title: 'Dovolenka' });
  });

  itGives(PhotoUploadSchema, [
    [{ title: 'x' }, ['image:NotNull']],
    [{ image: 'abc', title: 'x' }, ['image:TypeMismatch']],
    [{ image: 'AAAA', title: ' ' }, ['title:NotNull']],
    [
      { image: 'AAAA', title: 'x', imageContentType: `image/jpeg${NUL}` },
      ['imageContentType:Pattern'],
    ],
    [{ image: 'AAAA', title: 'x', fileSize: -1 }, ['fileSize:Min']],
  ]);
});

describe("the photo's POST body, shared by the upload and the back-office's create", () => {
  it("takes the back-office form's fields without an image", () => {
    const body = { title: 'Smoke photo', printableStatus: 'Y', ratio: '3:2', orientation: 'L' };
    expect(PhotoCreateSchema.parse({ ...body, usrid: 7 })).toMatchObject({ ...body, usrid: 7 });
  });

  it('takes an upload as the upload schema does', () => {
    expect(PhotoCreateSchema.parse(UPLOAD)).toMatchObject(PhotoUploadSchema.parse(UPLOAD));
  });

  itGives(PhotoCreateSchema, [
    [{ ratio: '3:2' }, ['title:NotNull']],
    [{ image: 'abc', title: 'x' }, ['image:TypeMismatch']],
    [{ title: 'x', printableStatus: 'YY' }, ['printableStatus:Size']],
    [{ title: 'x', ratio: '12345678901' }, ['ratio:Size']],
  ]);
});

describe('price differences', () => {
  const configuration = { productEnum: 'PLAINPHOTO', photoOnlyWidth: 30, photoOnlyHeight: 20 };

  it('reads the alternatives as ids, none when none are asked for', () => {
    expect(
      PriceDifferencesSchema.parse({ ...configuration, alternatives: { frame: ['3'] } })
        .alternatives,
    ).toEqual({
      frame: [3],
    });
    expect(PriceDifferencesSchema.parse(configuration).alternatives).toEqual({});
  });

  itGives(PriceDifferencesSchema, [
    [{ ...configuration, alternatives: { frame: [2_147_483_648] } }, ['alternatives:NotFound']],
    [{ ...configuration, alternatives: { owner: [1] } }, ['alternatives:Pattern']],
    [
      { ...configuration, alternatives: { frame: Array.from({ length: 201 }, (_, i) => i + 1) } },
      ['alternatives:Size'],
    ],
    [{ ...configuration, photoOnlyWidth: 0 }, ['photoOnlyWidth:DecimalMin']],
  ]);
});

describe('basket requests', () => {
  it('put a crafted product named by its id in the basket', () => {
    expect(BasketItemAddSchema.parse({ craftedProduct: { id: '7' } })).toEqual({
      craftedProduct: { id: 7 },
    });
    expect(errorsOf(BasketItemAddSchema, {})).toEqual(['craftedProduct:NotNull']);
  });
  itGives(
    BasketItemCopiesSchema,
    [
      [{ copies: 3 }, []],
      [{ copies: 0 }, ['copies:Size']],
      [{ copies: 101 }, ['copies:Size']],
      [{ copies: 1.5 }, ['copies:TypeMismatch']],
      [{ copies: 'dva' }, ['copies:TypeMismatch']],
      [{}, ['copies:NotNull']],
    ],
    'copies %j -> %j',
  );
});

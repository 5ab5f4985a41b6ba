import { describe, expect, it } from 'vitest';
import { craftedProduct, frame, globalParam, internalImage, order } from '../entities/index.ts';
import { entityInputSchema, fieldErrorsOf } from '../entities/entity-schema.ts';
import { CalendarDaySchema } from './dates.ts';
import { emailSchema, EMAIL_PATTERN } from './email.ts';
import { IdSchema, PathIdSchema } from './ids.ts';
import { ListQuerySchema } from './query.ts';
import {
  hasControlCharacters,
  LineTextSchema,
  LongTextSchema,
  withoutUnsafeCharacters,
} from './texts.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0].message;

/** One test a case: the schema's first message for the input ('ok' when it passes). */
const itAnswers = (
  schema: { safeParse(input: unknown): Parameters<typeof messageOf>[0] },
  cases: [unknown, string][],
  name = '%j -> %s',
) =>
  it.each(cases)(name, (input, expected) => {
    expect(messageOf(schema.safeParse(input))).toBe(expected);
  });

describe('IdSchema', () => {
  itAnswers(IdSchema, [
    [1, 'ok'],
    ['5', 'ok'],
    [2_147_483_647, 'ok'],
    [2_147_483_648, 'NotFound'],
    ['99999999999', 'NotFound'],
    [0, 'TypeMismatch'],
    [-3, 'TypeMismatch'],
    [1.5, 'TypeMismatch'],
    ['abc', 'TypeMismatch'],
    [null, 'NotNull'],
  ]);
});

describe('PathIdSchema', () => {
  itAnswers(PathIdSchema, [
    ['7', 'ok'],
    ['2147483647', 'ok'],
    ['2147483648', 'NotFound'],
    ['99999999999', 'NotFound'],
    ['0', 'NotFound'],
    ['1e3', 'TypeMismatch'],
    ['-1', 'TypeMismatch'],
    ['', 'TypeMismatch'],
  ]);

  it('gives the number', () => {
    expect(PathIdSchema.parse('0042')).toBe(42);
  });
});

describe('texts', () => {
  it.each([
    ['Dub', false, false],
    ['a\u0000b', true, true],
    ['a\u001bb', true, true],
    ['a\u007fb', true, true],
    ['a\u0085b', true, true],
    ['line\nbreak', true, false],
    ['tab\there', true, false],
    ['crlf\r\n', true, false],
    ['Žltý rám – 12,50 €', false, false],
    // What XML 1.0 cannot carry: the UBL, Packeta's request would not be well-formed.
    ['a\uFFFEb', true, true],
    ['a\uFFFFb', true, true],
    ['lone \uD800 surrogate', true, true],
    ['lone \uDFFF surrogate', true, true],
    // Bidirectional formatting: the name would read otherwise than it is stored.
    ['evil\u202Etxt.exe', true, true],
    ['a\u202Ab', true, true],
    ['a\u2066b\u2069', true, true],
    ['a\u200Fb', true, true],
    ['a\u061Cb', true, true],
    // A pair of surrogates is one character XML holds; U+FFFD and U+E000 too.
    ['emoji 😀', false, false],
    ['\uFFFD\uE000\uD7FF', false, false],
  ])('%j: refused in one line %s, in a long text %s', (text, inLine, inLong) => {
    expect(hasControlCharacters(text)).toBe(inLine);
    expect(hasControlCharacters(text, true)).toBe(inLong);
    expect(messageOf(LineTextSchema.safeParse(text))).toBe(inLine ? 'Pattern' : 'ok');
    expect(messageOf(LongTextSchema.safeParse(text))).toBe(inLong ? 'Pattern' : 'ok');
  });

  it('takes out of a text from outside what no text may hold', () => {
    expect(withoutUnsafeCharacters('\u202EJana\uFFFE Nová\u0000ková\tx')).toBe('Jana Novákováx');
    expect(withoutUnsafeCharacters('riadok\nďalší\u2066', true)).toBe('riadok\nďalší');
    expect(withoutUnsafeCharacters('Obchodná 😀')).toBe('Obchodná 😀');
  });

  itAnswers(
    ListQuerySchema,
    [
      [{ a: 'x', b: ['y', 'z'], page: '2', size: '2147483647' }, 'ok'],
      [{ page: 'abc' }, 'ok'],
      [{ a: 'x\u0000' }, 'Pattern'],
      [{ b: ['y', 'z\u0000'] }, 'Pattern'],
      [{ page: '2147483648' }, 'Max'],
      [{ size: ['1', '9'.repeat(30)] }, 'Max'],
    ],
    'a list query %j -> %s',
  );
});

describe('CalendarDaySchema', () => {
  itAnswers(CalendarDaySchema, [
    ['2026-02-28', 'ok'],
    ['2024-02-29', 'ok'],
    ['2026-02-29', 'Pattern'],
    ['2026-13-99', 'Pattern'],
    ['2026-1-5', 'Pattern'],
    ['vcera', 'Pattern'],
    ['', 'Pattern'],
    [5, 'TypeMismatch'],
  ]);
});

describe('the e-mail rule', () => {
  it.each([
    ['jana@example.sk', true],
    ['jana.novakova+foto@obchod.example.sk', true],
    ['jana@localhost', false],
    ['a\u0000@b.sk', false],
    ['a@b\u0000.sk', false],
    ['jana\uFFFE@example.sk', false],
    ['jana@exa\u202Emple.sk', false],
    ['jana novak@example.sk', false],
    ['a@b.sk,c@d.sk', false],
    ['Jana <jana@example.sk>', false],
    ['jana@@example.sk', false],
    ['jana-at-example.sk', false],
  ])('%j -> %s', (address, valid) => {
    expect(EMAIL_PATTERN.test(address)).toBe(valid);
  });

  it('trims, checks the length, names the pattern message', () => {
    expect(emailSchema().parse(' jana@example.sk ')).toBe('jana@example.sk');
    expect(messageOf(emailSchema().safeParse('a@b.'))).toBe('Size');
    expect(messageOf(emailSchema().safeParse(`${'a'.repeat(250)}@b.sk`))).toBe('Size');
    expect(messageOf(emailSchema('Email').safeParse('jana@localhost'))).toBe('Email');
  });
});

describe('entity input: what the database could not hold is a field error', () => {
  const errors = (
    entity: Parameters<typeof entityInputSchema>[0],
    input: Record<string, unknown>,
  ) => {
    const r = entityInputSchema(entity, 'create').safeParse(input);
    return r.success
      ? []
      : fieldErrorsOf(entity.name, r.error).map((e) => `${e.field}:${e.message}`);
  };

  it.each([
    ['a relation id above 2^31-1', { frame: { id: 2_147_483_648 } }, 'frame:NotFound'],
    ['an integer above the column', { copies: 3_000_000_000 }, 'copies:Max'],
    ['copies 0', { copies: 0 }, 'copies:Min'],
    ['copies 1.5', { copies: 1.5 }, 'copies:TypeMismatch'],
    ['photoOnlyWidth 0', { photoOnlyWidth: 0 }, 'photoOnlyWidth:DecimalMin'],
    ['photoOnlyWidth -30', { photoOnlyWidth: -30 }, 'photoOnlyWidth:DecimalMin'],
    ['photoOnlyHeight 1000.5', { photoOnlyHeight: 1000.5 }, 'photoOnlyHeight:DecimalMax'],
    ['a NUL in a one-line text', { text1: 'a\u0000' }, 'text1:Pattern'],
  ])('crafted product, %s', (_name, input, expected) => {
    expect(errors(craftedProduct, input)).toEqual([expected]);
  });

  it('keeps sizes within the limits and line breaks in long texts', () => {
    expect(errors(craftedProduct, { photoOnlyWidth: 1000, photoOnlyHeight: 0.5 })).toEqual([]);
    expect(errors(globalParam, { name: 'SHOP_X', value: 'a\nb\tc' })).toEqual([]);
  });

  it.each([
    ['a NUL in a name', frame, { name: 'Dub\u0000' }, 'name:Pattern'],
    ['a newline in a name', frame, { name: 'Dub\nBuk' }, 'name:Pattern'],
    ['a NUL in a long text', globalParam, { name: 'X', value: 'a\u0000' }, 'value:Pattern'],
    ['a decimal beyond numeric(14,4)', order, { postage: 1e12 }, 'postage:DecimalMax'],
    ['a decimal rounding beyond', order, { postage: 9_999_999_999.99995 }, 'postage:DecimalMax'],
    ['a negative one', order, { postage: -1e10 }, 'postage:DecimalMin'],
    ['an empty required image', internalImage, { image: '' }, 'image:NotNull'],
    ['a required image of white space', internalImage, { image: ' \n' }, 'image:NotNull'],
    [
      'an instant in year 0',
      order,
      { orderDate: '0000-01-01T00:00:00Z' },
      'orderDate:TypeMismatch',
    ],
  ])('%s', (_name, entity, input, expected) => {
    expect(errors(entity, input)).toContain(expected);
  });
});

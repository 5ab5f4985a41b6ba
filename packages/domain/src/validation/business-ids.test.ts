import { describe, expect, it } from 'vitest';
import {
  businessIdFaultOf,
  compactBusinessId,
  DicSchema,
  IcDphSchema,
  IcoSchema,
  isValidDic,
  isValidIcDph,
  isValidIco,
} from './business-ids.ts';

const isValid = { ico: isValidIco, dic: isValidDic, icDph: isValidIcDph };

describe('IČO: 8 digits with the mod-11 check digit; DIČ and IČ DPH by their form', () => {
  it.each([
    ['ico', '35763469', true], // remainder 2: check digit 9
    ['ico', '00151742', true], // remainder 9: check digit 2
    ['ico', '36421928', true],
    ['ico', '17321204', true],
    ['ico', '31333532', true],
    ['ico', '00000019', true], // remainder 0: check digit 1
    ['ico', '00000060', true], // remainder 1: check digit 0
    ['ico', '35763468', false], // one digit off
    ['ico', '00000010', false], // remainder 0 wants 1, not 0
    ['ico', '00000061', false], // remainder 1 wants 0, not 1
    ['ico', '3576346', false], // 7 digits
    ['ico', '357634690', false], // 9 digits
    ['ico', '3576346A', false],
    ['ico', '', false],
    ['dic', '2020317068', true],
    ['dic', '1234567890', true],
    ['dic', '202031706', false],
    ['dic', '20203170688', false],
    ['dic', 'SK2020317068', false],
    ['icDph', 'SK2020317068', true],
    ['icDph', '2020317068', false],
    ['icDph', 'CZ2020317068', false],
    ['icDph', 'SK202031706', false],
    ['icDph', 'SK20203170688', false],
  ] as const)('%s %j is valid: %s', (kind, text, valid) => {
    expect(isValid[kind](text)).toBe(valid);
  });
});

describe('the request schemas of the numbers', () => {
  it('take them as people write them: spaces and small letters', () => {
    expect(compactBusinessId(' sk 2020 317 068 ')).toBe('SK2020317068');
    expect(IcoSchema.parse('35 763 469')).toBe('35763469');
    expect(DicSchema.parse('2020 317 068')).toBe('2020317068');
    expect(IcDphSchema.parse('sk2020317068')).toBe('SK2020317068');
  });

  it('take a blank one for none', () => {
    expect(IcoSchema.parse('  ')).toBeNull();
    expect(IcoSchema.parse(null)).toBeNull();
    expect(IcoSchema.parse(undefined)).toBeUndefined();
  });

  it.each([
    [IcoSchema, '35763468', 'Pattern'],
    [IcoSchema, 35763469, 'TypeMismatch'],
    [IcoSchema, '3576\u00003469', 'Pattern'],
    [DicSchema, '12345', 'Pattern'],
    [IcDphSchema, '2020317068', 'Pattern'],
  ])('refuse a number without its form (%#)', (schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('what is wrong with a registration number, as its owner can fix it', () => {
  it.each([
    ['ico', '35763469', null],
    ['ico', ' 35 763 469 ', null],
    ['ico', '', null],
    ['ico', '35763468', { fault: 'checkDigit' }],
    ['ico', '3576346', { fault: 'digitCount', count: 7, expected: 8 }],
    ['ico', '3576346A', { fault: 'notDigits' }],
    ['dic', '2020317068', null],
    ['dic', '20203170', { fault: 'digitCount', count: 8, expected: 10 }],
    ['icDph', 'sk2020317068', null],
    ['icDph', '2020317068', { fault: 'prefix' }],
    ['icDph', 'SK202031706', { fault: 'digitCount', count: 9, expected: 10 }],
  ] as const)('%s %j: %j', (kind, text, fault) => {
    expect(businessIdFaultOf(kind, text)).toEqual(fault);
  });
});

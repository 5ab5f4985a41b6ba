import { z } from 'zod';
import { typeError } from './constraints.ts';
import { hasControlCharacters } from './texts.ts';

/**
 * A registration number as people write it ('35 763 469', 'sk 2020317068') in the form it is
 * stored: no white space, letters in capitals.
 * @example compactBusinessId(' sk 2020 317 068 ') // -> 'SK2020317068'
 */
export const compactBusinessId = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * Whether `ico` is a Slovak IČO: 8 digits whose last is the mod-11 check digit of the first
 * seven (weights 8 down to 2; remainder 0 gives 1, remainder 1 gives 0, else 11 - remainder).
 * @example isValidIco('35763469') // -> true (Slovak Telekom); isValidIco('35763468') // -> false
 */
export const isValidIco = (ico: string): boolean => {
  if (!/^\d{8}$/.test(ico)) return false;
  const sum = [...ico.slice(0, 7)].reduce((acc, digit, i) => acc + Number(digit) * (8 - i), 0);
  return Number(ico[7]) === (11 - (sum % 11)) % 10;
};

/**
 * Whether `dic` is a Slovak DIČ by its form: 10 digits.
 * @example isValidDic('2020317068') // -> true
 */
export const isValidDic = (dic: string): boolean => /^\d{10}$/.test(dic);

/**
 * Whether `icDph` is a Slovak IČ DPH by its form: 'SK' and 10 digits (the payer's DIČ).
 * @example isValidIcDph('SK2020317068') // -> true
 */
export const isValidIcDph = (icDph: string): boolean => /^SK\d{10}$/.test(icDph);

/**
 * An optional registration number in a request: compacted, blank taken for absent (null), and
 * refused as `Pattern` when it does not have the number's form.
 */
const businessIdSchema = (valid: (compact: string) => boolean) =>
  z
    .string({ error: typeError })
    .refine((s) => !hasControlCharacters(s), { error: 'Pattern' })
    .transform(compactBusinessId)
    .refine((s) => s === '' || valid(s), { error: 'Pattern' })
    .transform((s) => s || null)
    .nullish();

/** IČO: 8 digits with the check digit, e.g. '35763469'. */
export const IcoSchema = businessIdSchema(isValidIco);
/** DIČ: 10 digits, e.g. '2020317068'. */
export const DicSchema = businessIdSchema(isValidDic);
/** IČ DPH: 'SK' + 10 digits, e.g. 'SK2020317068'. */
export const IcDphSchema = businessIdSchema(isValidIcDph);

/** Which registration number a customer typed. */
export type BusinessIdKind = 'ico' | 'dic' | 'icDph';

/** What is wrong with a registration number, in the terms its owner can fix it by. */
export type BusinessIdFault =
  | { fault: 'prefix' }
  | { fault: 'notDigits' }
  | { fault: 'digitCount'; count: number; expected: number }
  | { fault: 'checkDigit' };

const DIGITS: Readonly<Record<BusinessIdKind, number>> = { ico: 8, dic: 10, icDph: 10 };

/**
 * What is wrong with a registration number as typed, or null when nothing is (a blank one too):
 * an IČ DPH without 'SK', letters among the digits, the wrong count of digits, or an IČO whose
 * last digit is not its check digit.
 * @example businessIdFaultOf('ico', '35 763 468') // -> { fault: 'checkDigit' }
 * @example businessIdFaultOf('dic', '20203170') // -> { fault: 'digitCount', count: 8, expected: 10 }
 */
export const businessIdFaultOf = (kind: BusinessIdKind, text: string): BusinessIdFault | null => {
  let compact = compactBusinessId(text);
  if (compact === '') return null;
  if (kind === 'icDph') {
    if (!compact.startsWith('SK')) return { fault: 'prefix' };
    compact = compact.slice(2);
  }
  if (!/^\d*$/.test(compact)) return { fault: 'notDigits' };
  const expected = DIGITS[kind];
  if (compact.length !== expected) return { fault: 'digitCount', count: compact.length, expected };
  if (kind === 'ico' && !isValidIco(compact)) return { fault: 'checkDigit' };
  return null;
};

/**
 * A gift voucher's code: 16 characters of an alphabet a person can read aloud and type back
 * (capitals and digits without 0, O, 1 and I, so 32 symbols of 5 bits each), written in four
 * groups `XXXX-XXXX-XXXX-XXXX`. The first 15 are random (75 bits: guessing one code among a
 * million issued takes 2^55 tries on average), the last is a check character that catches any
 * single mistyped character and nearly every swap of two neighbours, so a typo is told apart from a
 * wrong code before the database is asked.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const BASE = VOUCHER_CODE_ALPHABET.length;
const RANDOM_CHARACTERS = 15;
export const VOUCHER_CODE_LENGTH = RANDOM_CHARACTERS + 1;

/**
 * The check character of `body`: a weighted sum modulo 32 (weights 1, 2, 3, … of each
 * character's place), so that both a changed character and two swapped neighbours change it.
 * 32 is no prime, so the weights are odd: an odd weight times a non-zero difference is never a
 * multiple of 32, and two neighbouring weights differ by 2, which catches every swap of two
 * characters whose values differ by other than 16.
 */
const checkCharacter = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += (2 * i + 1) * VOUCHER_CODE_ALPHABET.indexOf(body[i]);
  }
  return VOUCHER_CODE_ALPHABET[sum % BASE];
};

/**
 * A new code, from `randomBytes` (the server passes node:crypto's): each random character takes
 * the low 5 bits of one byte, which keeps every symbol exactly as likely as the others.
 * @example newVoucherCode(() => new Uint8Array(15)) // -> '2222-2222-2222-2222'
 */
export const newVoucherCode = (randomBytes: (count: number) => Uint8Array): string => {
  const bytes = randomBytes(RANDOM_CHARACTERS);
  let body = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) body += VOUCHER_CODE_ALPHABET[bytes[i] % BASE];
  return formatVoucherCode(body + checkCharacter(body));
};

/**
 * A code as typed, in the form it is stored and compared in: capitals, no hyphens or spaces.
 * @example normalizeVoucherCode(' abcd-efgh jkmn-pqrs ') // -> 'ABCDEFGHJKMNPQRS'
 */
export const normalizeVoucherCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s\-‐-―]+/g, '');

/**
 * Whether a normalised code has the form of one the shop issues, its check character included.
 * @example isWellFormedVoucherCode('2222222222222222') // -> true; isWellFormedVoucherCode('2222222222222223') -> false
 */
export const isWellFormedVoucherCode = (code: string): boolean => {
  if (code.length !== VOUCHER_CODE_LENGTH) return false;
  for (const character of code) if (!VOUCHER_CODE_ALPHABET.includes(character)) return false;
  return checkCharacter(code.slice(0, -1)) === code.at(-1);
};

/**
 * A normalised code in its four groups.
 * @example formatVoucherCode('ABCDEFGHJKMNPQRS') // -> 'ABCD-EFGH-JKMN-PQRS'
 */
export const formatVoucherCode = (code: string): string =>
  normalizeVoucherCode(code)
    .match(/.{1,4}/g)
    ?.join('-') ?? '';

/**
 * A code as the order, its documents and the back office show it: every group but the last
 * hidden, so a screen or a forwarded mail does not give the voucher away.
 * @example maskVoucherCode('ABCDEFGHJKMNPQRS') // -> '••••-••••-••••-PQRS'
 */
export const maskVoucherCode = (code: string): string =>
  `••••-••••-••••-${normalizeVoucherCode(code).slice(-4)}`;

import { normaliseIban } from './payment-rules.ts';

/**
 * Why an IBAN cannot be paid to, in the owner's words, or null when it can: two letters of the
 * country, two check digits and up to 30 letters or digits (ISO 13616), whose number read
 * mod 97 leaves 1. Spaces and small letters are allowed as people copy them.
 * @example ibanProblem('SK31 1200 0000 1987 4263 7541') // -> null
 * @example ibanProblem('SK32 1200 0000 1987 4263 7541') // -> 'IBAN SK3212000000198742637541 nemá správne kontrolné číslice.'
 */
export const ibanProblem = (iban: string): string | null => {
  const text = normaliseIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(text)) {
    return 'IBAN musí začínať kódom krajiny a dvoma kontrolnými číslicami, napríklad SK31 1200 0000 1987 4263 7541.';
  }
  if (text.startsWith('SK') && text.length !== 24) {
    return `Slovenský IBAN má 24 znakov, tento má ${text.length}.`;
  }
  const digits = (text.slice(4) + text.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return BigInt(digits) % 97n === 1n ? null : `IBAN ${text} nemá správne kontrolné číslice.`;
};

/**
 * An IBAN in groups of four as banks print it, with ordinary spaces: a narrow screen breaks the
 * line between two groups, never inside one.
 * @example groupedIban('sk3112000000198742637541') // -> 'SK31 1200 0000 1987 4263 7541'
 */
export const groupedIban = (iban: string): string =>
  normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The conventions of the shop's SEPA credit transfer file (pain.001.001.03) as Slovak banks
 * take it: the Slovak Banking Association's SEPA XML standard carries the payment symbols in
 * `EndToEndId` as `/VS…/SS…/KS…` (the same form the shop reads from statements); the
 * remittance (`RmtInf/Ustrd`, at most 140 characters) names the credit note.
 */

/** The longest `EndToEndId` the schema allows (Max35Text). */
export const END_TO_END_ID_LENGTH = 35;
/** The longest unstructured remittance the schema allows (Max140Text). */
export const REMITTANCE_LENGTH = 140;

/**
 * The `EndToEndId` of a refund of the order with `variableSymbol`: the variable symbol, no
 * specific or constant symbol.
 * @example sepaEndToEndId('1234') // -> '/VS1234/SS/KS'
 */
export const sepaEndToEndId = (variableSymbol: string | null): string =>
  variableSymbol ? `/VS${variableSymbol.replace(/\D/g, '').slice(-10)}/SS/KS` : 'NOTPROVIDED';

/**
 * The remittance of a refund: the credit notes it pays back and the order.
 * @example sepaRemittance(['DB2026000002'], '1234') // -> 'Vratenie platby, dobropis DB2026000002, objednavka 1234'
 */
export const sepaRemittance = (creditNotes: readonly string[], orderNumber: string): string =>
  sepaText(
    [
      'Vratenie platby',
      creditNotes.length ? `dobropis ${creditNotes.join(' ')}` : '',
      `objednavka ${orderNumber}`,
    ]
      .filter(Boolean)
      .join(', '),
    REMITTANCE_LENGTH,
  );

/**
 * Text in the SEPA character set (Latin letters, digits and / - ? : ( ) . , ' + and space): the
 * EPC's guidance lets banks refuse anything else, so diacritics are taken off and the rest
 * replaced, then cut to `max`.
 * @example sepaText('Jana Nováková & syn', 70) // -> 'Jana Novakova   syn'
 */
export const sepaText = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .trim()
    .slice(0, max);

/**
 * An amount in cents as the file writes it: euros with a dot and two decimals.
 * @example sepaAmount(3890) // -> '38.90'
 */
export const sepaAmount = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

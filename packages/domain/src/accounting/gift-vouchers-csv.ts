import { shopDay } from '../calendar/shop-day.ts';
import { maskVoucherCode } from '../gift-vouchers/voucher-code.ts';
import { VOUCHER_TAX_LABELS, type VoucherTaxTreatment } from '../gift-vouchers/voucher-tax.ts';
import { csvAmount, csvCell, csvDate, csvFile } from './accounting-csv.ts';

/** What happened to a voucher: issued (sold or given), spent on an order, or put back. */
export type VoucherMovementKind = 'ISSUE' | 'SPEND' | 'RETURN';

/** One voucher issued, or one movement of its balance, in the accountant's month. */
export interface VoucherMovementOfMonth {
  kind: VoucherMovementKind;
  /** The instant, ISO 8601; the CSV dates it by its day in Bratislava. */
  at: string;
  /** The voucher's code; the CSV shows only its last group. */
  code: string;
  /** The order that bought it (an issue), paid with it (a use) or gave it back (a return). */
  orderNumber: string | null;
  treatment: VoucherTaxTreatment;
  /** Signed as the balances owed on vouchers move: an issue and a return add, a use takes. */
  amountCents: number;
}

/**
 * Where each movement's VAT is declared, so the accountant books it once: a single-purpose
 * voucher was taxed when sold, a multi-purpose one when the order it pays is supplied, and a
 * given one was never sold, so spending it lowers the order's taxable amount.
 */
export const VOUCHER_MOVEMENT_VAT: Record<
  VoucherTaxTreatment,
  Record<VoucherMovementKind, string>
> = {
  JEDNOUCELOVA: {
    ISSUE: 'zdaniteľné plnenie – DPH na doklade k predaju',
    SPEND: 'bez DPH – zdanené pri predaji',
    RETURN: 'bez DPH – zdanené pri predaji',
  },
  VIACUCELOVA: {
    ISSUE: 'bez DPH – zdaní sa pri použití',
    SPEND: 'platba – DPH na doklade objednávky',
    RETURN: 'bez DPH – vrátenie platby objednávky',
  },
  DAROVANA: {
    ISSUE: 'bez DPH – darovaná, nie je predaj',
    SPEND: 'zľava – znižuje základ dane na doklade objednávky',
    RETURN: 'bez DPH – zrušenie zľavy objednávky',
  },
};

const kindLabelOf = (movement: VoucherMovementOfMonth): string =>
  movement.kind === 'SPEND'
    ? 'Použitie poukážky'
    : movement.kind === 'RETURN'
      ? 'Vrátenie na poukážku'
      : movement.treatment === 'DAROVANA'
        ? 'Darovaná poukážka'
        : 'Predaj poukážky';

/**
 * The month's gift vouchers as the accountant books them, a row per voucher sold or given and per
 * use and return of a balance, in the order they happened (movements of one instant as given).
 * Each row names the voucher's tax treatment and where its VAT is declared. Same file conventions
 * as the documents' CSV.
 * @example giftVouchersCsv([{ kind: 'SPEND', at: '2026-12-03T09:15:00.000Z', code: 'ABCDEFGHJKMNPQRS', orderNumber: '2026000015', treatment: 'JEDNOUCELOVA', amountCents: -4200 }])
 *   // -> '\ufeffDátum;Druh;Kód;Objednávka;Zaobchádzanie s DPH;DPH;Suma\r\n03.12.2026;Použitie poukážky;••••-••••-••••-PQRS;2026000015;Jednoúčelový poukaz (DPH pri predaji);bez DPH – zdanené pri predaji;-42,00\r\n'
 */
export const giftVouchersCsv = (movements: readonly VoucherMovementOfMonth[]): string => {
  const header = ['Dátum', 'Druh', 'Kód', 'Objednávka', 'Zaobchádzanie s DPH', 'DPH', 'Suma'].map(
    (title) => csvCell(title),
  );
  const rows = [...movements]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((movement) => [
      csvDate(shopDay(new Date(movement.at))),
      csvCell(kindLabelOf(movement)),
      csvCell(maskVoucherCode(movement.code)),
      csvCell(movement.orderNumber),
      csvCell(VOUCHER_TAX_LABELS[movement.treatment]),
      csvCell(VOUCHER_MOVEMENT_VAT[movement.treatment][movement.kind]),
      csvAmount(movement.amountCents),
    ]);
  return csvFile([header, ...rows]);
};

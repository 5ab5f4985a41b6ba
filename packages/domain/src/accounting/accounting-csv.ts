import { formatDecimalSk } from '../money/money.ts';
import { PAYMENT_METHOD_LABELS } from '../orders/card-payment.ts';
import { orderNumberOf } from '../orders/order-number.ts';
import { withoutUnsafeCharacters } from '../validation/texts.ts';
import {
  ACCOUNTING_DOCUMENT_TYPE_LABELS,
  sortAccountingDocuments,
  type AccountingDocument,
} from './accounting-document.ts';

/**
 * The month's documents as the CSV a Slovak spreadsheet opens as it is: ';' between cells,
 * decimal commas, UTF-8 with a byte order mark (so diacritics are not read as Windows-1250) and
 * CRLF line ends.
 */
const BOM = '\ufeff';
const CRLF = '\r\n';

/** Rows of cells (each made by csvCell, csvAmount or csvDate) as the file's text. */
export const csvFile = (rows: readonly (readonly string[])[]): string =>
  BOM + rows.map((cells) => cells.join(';') + CRLF).join('');

/**
 * One cell: what no text may hold taken out (a bidirectional override would make the
 * accountant read a name reversed; a text stored before the rule refused it may hold one), then
 * quoted when it holds ';', a quote or a line break, quotes doubled. A text starting
 * with '=', '+', '-', '@' or a tab/CR gets a leading apostrophe, so a buyer named '=HYPERLINK(…)'
 * stays text in a spreadsheet instead of becoming a formula.
 * @example csvCell('Foto; s.r.o.') // -> '"Foto; s.r.o."'; csvCell('Jana "Foto"') -> '"Jana ""Foto"""'; csvCell('=1+1') -> "'=1+1"
 */
export const csvCell = (text: string | null | undefined, { formulaSafe = true } = {}): string => {
  let value = withoutUnsafeCharacters(text ?? '', true);
  if (formulaSafe && /^[=+\-@\t\r]/.test(value)) value = `'${value}`;
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/**
 * Cents as a plain decimal with a comma and no grouping, so a spreadsheet reads it as a number.
 * @example csvAmount(123456) // -> '1234,56'; csvAmount(-1237) -> '-12,37'; csvAmount(5) -> '0,05'
 */
export const csvAmount = (cents: number): string => {
  const abs = Math.abs(Math.round(cents));
  const sign = cents < 0 && abs > 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A calendar day in the Slovak numeric form a spreadsheet recognises as a date.
 * @example csvDate('2026-03-05') // -> '05.03.2026'; csvDate(null) -> ''
 */
export const csvDate = (day: string | null): string => {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

/** A rate for a column heading: '23', '10,5'. */
const rateText = (ratePercent: number): string => formatDecimalSk(ratePercent, 0, 2);

/** The VAT rates the documents use, highest first: one base and one VAT column each. */
const ratesOf = (documents: readonly AccountingDocument[]): number[] =>
  [...new Set(documents.flatMap((doc) => doc.vat.map((line) => line.ratePercent)))].sort(
    (a, b) => b - a,
  );

/**
 * The CSV of a month's documents (pro-formas included, with their type), sorted by day and
 * number. Columns: number, type, issue date, tax point date, buyer, IČO, DIČ, IČ DPH, then base
 * and VAT for each rate that occurs, total, variable symbol, order, payment method and the card
 * gateway's payment id (last, so the earlier columns keep their places).
 * @example
 * accountingCsv([invoice]) // -> '\ufeffČíslo dokladu;Typ dokladu;…;Základ dane 23 %;DPH 23 %;Spolu;Variabilný symbol;Objednávka;Forma úhrady;ID platby Stripe\r\nFA2026000001;Faktúra – daňový doklad k prijatej platbe;…;platba kartou;pi_3Q…\r\n'
 */
export const accountingCsv = (documents: readonly AccountingDocument[]): string => {
  const rates = ratesOf(documents);
  const header = [
    'Číslo dokladu',
    'Typ dokladu',
    'Dátum vystavenia',
    'Dátum zdaniteľného plnenia',
    'Odberateľ',
    'IČO',
    'DIČ',
    'IČ DPH',
    ...rates.flatMap((rate) => [`Základ dane ${rateText(rate)} %`, `DPH ${rateText(rate)} %`]),
    'Spolu',
    'Variabilný symbol',
    'Objednávka',
    'Forma úhrady',
    'ID platby Stripe',
  ].map((title) => csvCell(title));
  const rows = sortAccountingDocuments(documents).map((doc) => {
    const rateCells = rates.flatMap((rate) => {
      const line = doc.vat.find((l) => l.ratePercent === rate);
      return line ? [csvAmount(line.baseCents), csvAmount(line.vatCents)] : ['', ''];
    });
    return [
      csvCell(doc.number),
      csvCell(ACCOUNTING_DOCUMENT_TYPE_LABELS[doc.type]),
      csvDate(doc.issueDate),
      csvDate(doc.taxPointDate),
      csvCell(doc.buyerName),
      csvCell(doc.buyerIco),
      csvCell(doc.buyerDic),
      csvCell(doc.buyerIcDph),
      ...rateCells,
      csvAmount(doc.totalCents),
      csvCell(doc.variableSymbol),
      csvCell(orderNumberOf({ id: doc.orderId, variableSymbol: doc.variableSymbol })),
      csvCell(PAYMENT_METHOD_LABELS[doc.paymentMethod]),
      csvCell(doc.cardPaymentId),
    ];
  });
  return csvFile([header, ...rows]);
};

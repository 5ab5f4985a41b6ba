import { formatEur, type PriceLine, type VatRateCents } from '@fotoobraz/domain';
import { COLOR, FONT, MARGIN, RIGHT, WIDTH, rule } from './pdf-kit.ts';

/** One line of an invoice's table: a piece, the postage, an advance deducted. */
export interface InvoiceLine {
  title: string;
  /** A small paragraph under the title, e.g. how the order is handed over. */
  detail?: string;
  /** '2 ks'; absent for what is not counted. */
  quantity?: string;
  /** VAT included. */
  amountCents: number;
  /** A tax document's unit price without VAT; with it the table gets its VAT columns. */
  unitPriceCents?: number;
  /** The line's VAT rate, shown beside the unit price. */
  vatPercent?: number;
  /** How the amount is made up, a row each under the title (a piece's price lines). */
  breakdown?: readonly PriceLine[];
}

const AMOUNT_W = 90;
const QTY_W = 60;
const UNIT_W = 86;
const RATE_W = 40;

/**
 * The table of lines under its column headings, ruled off; returns the y below it. Lines with a
 * unit price without VAT add the columns a tax document needs ('Cena/ks bez DPH', 'DPH').
 */
export const drawLines = (
  doc: PDFKit.PDFDocument,
  lines: readonly InvoiceLine[],
  top: number,
): number => {
  const taxed = lines.some((line) => line.unitPriceCents !== undefined);
  const TEXT_W = WIDTH - QTY_W - AMOUNT_W - (taxed ? UNIT_W + RATE_W : 0);
  const unitX = MARGIN + TEXT_W + QTY_W;
  const rateX = unitX + UNIT_W;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text('POLOŽKA', MARGIN, top, { width: TEXT_W, characterSpacing: 0.6 });
  doc.text('MNOŽSTVO', MARGIN + TEXT_W, top, { width: QTY_W, align: 'right' });
  if (taxed) {
    doc.text('CENA/KS BEZ DPH', unitX, top, { width: UNIT_W, align: 'right' });
    doc.text('DPH', rateX, top, { width: RATE_W, align: 'right' });
  }
  doc.text(taxed ? 'SUMA S DPH' : 'SUMA', RIGHT - AMOUNT_W, top, {
    width: AMOUNT_W,
    align: 'right',
  });
  let y = top + 14;
  rule(doc, y, COLOR.text, 0.8);

  lines.forEach((line, n) => {
    y += 7;
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
    doc.text(line.title, MARGIN, y, { width: TEXT_W - 8 });
    if (line.detail) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
      doc.text(line.detail, MARGIN + 12, doc.y + 1, { width: TEXT_W - 20 });
    }
    const below = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text);
    if (line.quantity) {
      doc.text(line.quantity, MARGIN + TEXT_W, y, { width: QTY_W, align: 'right' });
    }
    if (line.unitPriceCents !== undefined) {
      doc.text(formatEur(line.unitPriceCents), unitX, y, { width: UNIT_W, align: 'right' });
    }
    if (line.vatPercent !== undefined) {
      doc.text(`${line.vatPercent} %`, rateX, y, { width: RATE_W, align: 'right' });
    }
    doc.font(FONT.bold).text(formatEur(line.amountCents), RIGHT - AMOUNT_W, y, {
      width: AMOUNT_W,
      align: 'right',
    });
    y = below + 3;
    for (const part of line.breakdown ?? []) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
      doc.text(part.label, MARGIN + 12, y, { width: 88, lineBreak: false });
      doc.text(part.detail, MARGIN + 100, y, { width: TEXT_W - 108 });
      const next = doc.y;
      doc.text(formatEur(part.amountCents), RIGHT - AMOUNT_W, y, {
        width: AMOUNT_W,
        align: 'right',
      });
      y = next + 1.5;
    }
    y += 4;
    const last = n === lines.length - 1;
    rule(doc, y, last ? COLOR.text : COLOR.rule, last ? 0.8 : 0.5);
  });
  return y;
};

/**
 * The VAT recap, base and VAT per rate (or, with none, the statement that the supplier is not a
 * VAT payer), then the amount in a coloured bar; returns the y below.
 */
export const drawTotals = (
  doc: PDFKit.PDFDocument,
  totals: { totalCents: number; totalLabel: string; vatRecap: readonly VatRateCents[] | null },
  top: number,
): number => {
  const labelX = MARGIN + WIDTH * 0.45;
  const labelW = WIDTH * 0.55 - AMOUNT_W;
  let y = top;
  const row = (label: string, value: string) => {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
    doc.text(label, labelX, y, { width: labelW, align: 'right' });
    doc.fillColor(COLOR.text).text(value, RIGHT - AMOUNT_W, y, { width: AMOUNT_W, align: 'right' });
    y += 15;
  };
  if (totals.vatRecap !== null) {
    for (const { rate, baseCents, vatCents } of totals.vatRecap) {
      row(`Základ dane ${rate} %`, formatEur(baseCents));
      row(`DPH ${rate} %`, formatEur(vatCents));
    }
  } else {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
    doc.text('Nie sme platcami DPH.', labelX, y, { width: WIDTH * 0.55, align: 'right' });
    y += 15;
  }
  y += 4;
  doc.rect(labelX + 40, y, RIGHT - labelX - 40, 30).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(11).fillColor('#ffffff');
  doc.text(totals.totalLabel, labelX + 52, y + 9, { width: 150, lineBreak: false });
  doc.fontSize(14).text(formatEur(totals.totalCents), RIGHT - 120, y + 7, {
    width: 110,
    align: 'right',
  });
  return y + 30;
};

const QR_SIZE = 112;

/** The PAY by square QR code beside the payment instructions, boxed; returns the y below. */
export const drawPayment = (
  doc: PDFKit.PDFDocument,
  payment: {
    qrPng: Buffer;
    heading: string;
    rows: readonly (readonly [string, string])[];
    note: string;
  },
  top: number,
): number => {
  doc
    .rect(MARGIN, top, WIDTH, QR_SIZE + 24)
    .lineWidth(0.8)
    .stroke(COLOR.rule);
  doc.image(payment.qrPng, MARGIN + 8, top + 6, { width: QR_SIZE, height: QR_SIZE });
  doc.font(FONT.bold).fontSize(7).fillColor(COLOR.muted);
  doc.text('PAY by square', MARGIN + 8, top + QR_SIZE + 6, { width: QR_SIZE, align: 'center' });

  const x = MARGIN + QR_SIZE + 28;
  const width = RIGHT - x - 12;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
  doc.text(payment.heading, x, top + 14, { width });
  let y = doc.y + 8;
  for (const [label, value] of payment.rows) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(label, x, y, { width: 110 });
    doc
      .font(FONT.bold)
      .fillColor(COLOR.text)
      .text(value, x + 110, y, { width: width - 110 });
    y += 15;
  }
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  doc.text(payment.note, x, y + 4, { width });
  return top + QR_SIZE + 24;
};

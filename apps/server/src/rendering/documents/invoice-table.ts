import { formatEur, type PriceLine } from '@fotoobraz/domain';
import { COLOR, FONT, MARGIN, RIGHT, WIDTH, rule } from './pdf-kit.ts';

/** One line of an invoice's table: a piece, the postage, later an advance deducted. */
export interface InvoiceLine {
  title: string;
  /** A small paragraph under the title, e.g. how the order is handed over. */
  detail?: string;
  /** '2 ks'; absent for what is not counted. */
  quantity?: string;
  /** VAT included. */
  amountCents: number;
  /** How the amount is made up, a row each under the title (a piece's price lines). */
  breakdown?: readonly PriceLine[];
}

/**
 * VAT contained in a price that includes it: the base is the total divided by (1 + rate),
 * rounded half up to the cent, and the VAT is what remains, so base + VAT is always the total.
 * @example vatIncluded(12300, 23) // -> { baseCents: 10000, vatCents: 2300 }; vatIncluded(1000, 23) -> { baseCents: 813, vatCents: 187 }
 */
export const vatIncluded = (
  totalCents: number,
  vatPercent: number,
): { baseCents: number; vatCents: number } => {
  const baseCents = Math.round((totalCents * 100) / (100 + vatPercent));
  return { baseCents, vatCents: totalCents - baseCents };
};

const AMOUNT_W = 90;
const QTY_W = 60;
const TEXT_W = WIDTH - QTY_W - AMOUNT_W;

/** The table of lines under its column headings, ruled off; returns the y below it. */
export const drawLines = (
  doc: PDFKit.PDFDocument,
  lines: readonly InvoiceLine[],
  top: number,
): number => {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text('POLOŽKA', MARGIN, top, { width: TEXT_W, characterSpacing: 0.6 });
  doc.text('MNOŽSTVO', MARGIN + TEXT_W, top, { width: QTY_W, align: 'right' });
  doc.text('SUMA', MARGIN + TEXT_W + QTY_W, top, { width: AMOUNT_W, align: 'right' });
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
    doc.font(FONT.bold).text(formatEur(line.amountCents), MARGIN + TEXT_W + QTY_W, y, {
      width: AMOUNT_W,
      align: 'right',
    });
    y = below + 3;
    for (const part of line.breakdown ?? []) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
      doc.text(part.label, MARGIN + 12, y, { width: 88, lineBreak: false });
      doc.text(part.detail, MARGIN + 100, y, { width: TEXT_W - 108 });
      const next = doc.y;
      doc.text(formatEur(part.amountCents), MARGIN + TEXT_W + QTY_W, y, {
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
 * The VAT recap (or, with no rate, the statement that the supplier is not a VAT payer) and the
 * amount due in a coloured bar; returns the y below.
 */
export const drawTotals = (
  doc: PDFKit.PDFDocument,
  totals: { totalCents: number; totalLabel: string; vatPercent: number | null },
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
  if (totals.vatPercent !== null) {
    const { baseCents, vatCents } = vatIncluded(totals.totalCents, totals.vatPercent);
    row(`Základ dane ${totals.vatPercent} %`, formatEur(baseCents));
    row(`DPH ${totals.vatPercent} %`, formatEur(vatCents));
  } else {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
    doc.text('Nie sme platcami DPH.', labelX, y, { width: WIDTH * 0.55, align: 'right' });
    y += 15;
  }
  y += 4;
  doc.rect(labelX + 40, y, RIGHT - labelX - 40, 30).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(11).fillColor('#ffffff');
  doc.text(totals.totalLabel, labelX + 52, y + 9, { width: 140 });
  doc.fontSize(14).text(formatEur(totals.totalCents), RIGHT - 160, y + 7, {
    width: 150,
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

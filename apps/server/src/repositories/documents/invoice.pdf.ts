import { formatEur, type PriceLine } from '@fotoobraz/domain';
import { formatIban } from './payment-qr.ts';
import { A4, COLOR, FONT, newA4Document } from './pdf-kit.ts';
import { formatDateSk } from './slovak-date.ts';

/** The shop, from the `SHOP_*` global params. */
export interface InvoiceSupplier {
  name: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  ico: string;
  dic: string;
  /** Only VAT payers have one. */
  icDph?: string;
  /** The commercial register entry, e.g. 'Obchodný register OS Bratislava I, oddiel Sro, vložka 12345/B'. */
  register?: string;
  iban: string;
  bank?: string;
  email?: string;
  phone?: string;
}

export interface InvoiceCustomer {
  name?: string;
  email: string;
  phone?: string;
  /** The delivery or billing address, one line each ('Hlavná 1', '811 01 Bratislava'). */
  addressLines?: string[];
}

export interface InvoiceItem {
  /** The product name, e.g. 'Fotografia v ráme s paspartou 50 × 40 cm'. */
  title: string;
  /** The price breakdown of the piece (the crafted product's lines); they sum to amountCents. */
  breakdown: readonly PriceLine[];
  /** Copies. */
  quantity: number;
  /** The item's total for all copies, VAT included. */
  amountCents: number;
}

export interface ProformaInvoiceData {
  /** See {@link proformaNumber}: '2026-000123'. */
  number: string;
  /** ISO dates 'YYYY-MM-DD'. */
  issueDate: string;
  dueDate: string;
  /** The order number, up to 10 digits. */
  variableSymbol: string;
  supplier: InvoiceSupplier;
  vatPayer: boolean;
  /** The VAT rate in percent (23); prices include it. */
  vatPercent: number;
  customer: InvoiceCustomer;
  items: readonly InvoiceItem[];
  postageCents: number;
  /** 'Osobný odber po dohode' or 'Doručenie kuriérom na adresu …'. */
  handover: string;
  /** Items plus postage, VAT included: what the customer pays. */
  totalCents: number;
  /** The PAY by square QR code (see payment-qr.ts). */
  qrPng: Buffer;
  note?: string;
}

/**
 * The pro-forma invoice number: the year of issue, a hyphen and the six-digit sequence of that
 * year, starting at 1 every year. It is not the order number (that is the variable symbol).
 * @example proformaNumber(2026, 123) // -> '2026-000123'
 */
export const proformaNumber = (year: number, sequence: number): string =>
  `${year}-${String(sequence).padStart(6, '0')}`;

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

const MARGIN = 42;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - MARGIN;
const FOOTER_TOP = A4.height - MARGIN - 30;

/**
 * The pro-forma invoice (zálohová faktúra) as a PDF: one A4 page for a typical order (one item
 * with its breakdown), with the supplier and customer, dates, variable symbol, the items,
 * postage, the VAT recap (or 'Nie sme platcami DPH.'), the amount due and the PAY by square QR.
 * Fonts are embedded, so diacritics and '€' render and extract as text.
 * @example
 * const pdf = await renderProformaInvoice({ number: '2026-000123', issueDate: '2026-11-22',
 *   dueDate: '2026-12-06', variableSymbol: '123', supplier, vatPayer: true, vatPercent: 23,
 *   customer: { email: 'jana@example.sk' }, items: [{ title: 'Fotoobraz 30 × 20 cm',
 *   breakdown: lines, quantity: 1, amountCents: 300 }], postageCents: 490,
 *   handover: 'Doručenie kuriérom na adresu Hlavná 1, 811 01 Bratislava', totalCents: 790, qrPng });
 * // -> a Buffer starting with '%PDF-'
 */
export const renderProformaInvoice = async (data: ProformaInvoiceData): Promise<Buffer> => {
  const { doc, bytes } = newA4Document(`Zálohová faktúra ${data.number}`, MARGIN);

  drawHeader(doc, data);
  let y = drawParties(doc, data, 118);
  y = drawDates(doc, data, y + 14);
  y = drawItems(doc, data, y + 18);
  y = drawTotals(doc, data, y + 8);
  y = drawPayment(doc, data, y + 20);
  if (data.note) {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.text)
      .text('Poznámka', MARGIN, y + 14);
    // A long note is cut (with an ellipsis) above the footer rather than spill onto page 2.
    const top = doc.y + 2;
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(data.note, MARGIN, top, {
        width: WIDTH,
        height: Math.max(12, FOOTER_TOP - 10 - top),
        ellipsis: true,
      });
  }
  drawFooter(doc, data);

  doc.end();
  return bytes;
};

const drawHeader = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData): void => {
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.accent);
  doc.text(data.supplier.name, MARGIN, MARGIN, { width: WIDTH / 2 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  doc.text(
    [data.supplier.email, data.supplier.phone].filter(Boolean).join('  ·  '),
    MARGIN,
    doc.y + 2,
    { width: WIDTH / 2 },
  );

  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text);
  doc.text('Zálohová faktúra', MARGIN + WIDTH / 2, MARGIN - 2, {
    width: WIDTH / 2,
    align: 'right',
  });
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.muted);
  doc.text(`číslo ${data.number}`, MARGIN + WIDTH / 2, doc.y + 2, {
    width: WIDTH / 2,
    align: 'right',
  });
  rule(doc, 100, COLOR.accent, 1.5);
};

/** Supplier left, customer right; returns the y below the taller of the two. */
const drawParties = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData, top: number): number => {
  const s = data.supplier;
  const column = (WIDTH - 24) / 2;
  const supplierLines = [
    `${s.street}`,
    `${s.postcode} ${s.city}`,
    s.country,
    '',
    `IČO: ${s.ico}`,
    `DIČ: ${s.dic}`,
    ...(s.icDph ? [`IČ DPH: ${s.icDph}`] : []),
  ];
  const c = data.customer;
  const customerLines = [
    ...(c.addressLines ?? []),
    ...(c.addressLines?.length ? [''] : []),
    `E-mail: ${c.email}`,
    ...(c.phone ? [`Telefón: ${c.phone}`] : []),
  ];
  const left = party(doc, 'Dodávateľ', s.name, supplierLines, MARGIN, top, column);
  const right = party(
    doc,
    'Odberateľ',
    c.name ?? c.email,
    c.name ? customerLines : customerLines.filter((l) => l !== `E-mail: ${c.email}`),
    MARGIN + column + 24,
    top,
    column,
  );
  let y = Math.max(left, right);
  if (s.register) {
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(s.register, MARGIN, y + 4, { width: column });
    y = doc.y;
  }
  return y;
};

const party = (
  doc: PDFKit.PDFDocument,
  heading: string,
  name: string,
  lines: string[],
  x: number,
  top: number,
  width: number,
): number => {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text(heading, x, top, { width });
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text);
  doc.text(name, x, doc.y + 4, { width });
  doc.font(FONT.regular).fontSize(9.5);
  for (const line of lines) doc.text(line || ' ', x, doc.y + (line ? 1 : -4), { width });
  return doc.y;
};

/** The grey panel of dates, symbols and the account; returns the y below it. */
const drawDates = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData, top: number): number => {
  const cells: [string, string][] = [
    ['Dátum vystavenia', formatDateSk(data.issueDate)],
    ['Dátum splatnosti', formatDateSk(data.dueDate)],
    ['Variabilný symbol', data.variableSymbol],
    ['Forma úhrady', 'Bankový prevod'],
    ['IBAN', formatIban(data.supplier.iban)],
    ['Banka', data.supplier.bank ?? ''],
  ];
  const height = 64;
  doc.rect(MARGIN, top, WIDTH, height).fill(COLOR.panel);
  const widths = [WIDTH * 0.22, WIDTH * 0.22, WIDTH * 0.2, WIDTH * 0.36];
  // Two rows: dates and symbol on the first, payment method, IBAN and bank on the second.
  const layout: [number, number, number][] = [
    [0, 0, 0],
    [1, 0, 1],
    [2, 0, 2],
    [3, 1, 0],
    [4, 1, 1],
    [5, 1, 3],
  ];
  for (const [cell, row, col] of layout) {
    const [label, value] = cells[cell];
    if (!value) continue;
    const x = MARGIN + 12 + widths.slice(0, col).reduce((a, b) => a + b, 0);
    const y = top + 9 + row * 28;
    const width = cell === 4 ? widths[1] + widths[2] : widths[col] - 8;
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted).text(label, x, y, { width });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(COLOR.text)
      .text(value, x, y + 10, { width, lineBreak: false });
  }
  return top + height;
};

const AMOUNT_W = 90;
const QTY_W = 60;

/** The items table with each item's breakdown, then postage; returns the y below it. */
const drawItems = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData, top: number): number => {
  const textW = WIDTH - QTY_W - AMOUNT_W;
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text('POLOŽKA', MARGIN, top, { width: textW, characterSpacing: 0.6 });
  doc.text('MNOŽSTVO', MARGIN + textW, top, { width: QTY_W, align: 'right' });
  doc.text('SUMA', MARGIN + textW + QTY_W, top, { width: AMOUNT_W, align: 'right' });
  let y = top + 14;
  rule(doc, y, COLOR.text, 0.8);

  for (const item of data.items) {
    y += 7;
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
    doc.text(item.title, MARGIN, y, { width: textW - 8 });
    const below = doc.y;
    doc.font(FONT.regular).text(`${item.quantity} ks`, MARGIN + textW, y, {
      width: QTY_W,
      align: 'right',
    });
    doc.font(FONT.bold).text(formatEur(item.amountCents), MARGIN + textW + QTY_W, y, {
      width: AMOUNT_W,
      align: 'right',
    });
    y = below + 3;
    for (const line of item.breakdown) {
      doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
      doc.text(line.label, MARGIN + 12, y, { width: 88, lineBreak: false });
      doc.text(line.detail, MARGIN + 100, y, { width: textW - 108 });
      const next = doc.y;
      doc.text(formatEur(line.amountCents), MARGIN + textW + QTY_W, y, {
        width: AMOUNT_W,
        align: 'right',
      });
      y = next + 1.5;
    }
    y += 5;
    rule(doc, y, COLOR.rule, 0.5);
  }

  y += 7;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
  doc.text(data.postageCents > 0 ? 'Poštovné a balné' : 'Odovzdanie', MARGIN, y, {
    width: textW - 8,
  });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  doc.text(data.handover, MARGIN + 12, doc.y + 1, { width: textW - 20 });
  const below = doc.y;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
  doc.text(formatEur(data.postageCents), MARGIN + textW + QTY_W, y, {
    width: AMOUNT_W,
    align: 'right',
  });
  y = below + 6;
  rule(doc, y, COLOR.text, 0.8);
  return y;
};

/** The VAT recap (or the non-payer statement) and the amount due; returns the y below. */
const drawTotals = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData, top: number): number => {
  const labelX = MARGIN + WIDTH * 0.45;
  const labelW = WIDTH * 0.55 - AMOUNT_W;
  let y = top;
  const row = (label: string, value: string) => {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
    doc.text(label, labelX, y, { width: labelW, align: 'right' });
    doc.fillColor(COLOR.text).text(value, RIGHT - AMOUNT_W, y, { width: AMOUNT_W, align: 'right' });
    y += 15;
  };
  if (data.vatPayer) {
    const { baseCents, vatCents } = vatIncluded(data.totalCents, data.vatPercent);
    row(`Základ dane ${data.vatPercent} %`, formatEur(baseCents));
    row(`DPH ${data.vatPercent} %`, formatEur(vatCents));
  } else {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted);
    doc.text('Nie sme platcami DPH.', labelX, y, { width: WIDTH * 0.55, align: 'right' });
    y += 15;
  }
  y += 4;
  doc.rect(labelX + 40, y, RIGHT - labelX - 40, 30).fill(COLOR.accent);
  doc.font(FONT.bold).fontSize(11).fillColor('#ffffff');
  doc.text('Spolu na úhradu', labelX + 52, y + 9, { width: 140 });
  doc.fontSize(14).text(formatEur(data.totalCents), RIGHT - 160, y + 7, {
    width: 150,
    align: 'right',
  });
  return y + 30;
};

const QR_SIZE = 112;

/** The QR code beside the payment instructions; returns the y below. */
const drawPayment = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData, top: number): number => {
  doc
    .rect(MARGIN, top, WIDTH, QR_SIZE + 24)
    .lineWidth(0.8)
    .stroke(COLOR.rule);
  doc.image(data.qrPng, MARGIN + 8, top + 6, { width: QR_SIZE, height: QR_SIZE });
  doc.font(FONT.bold).fontSize(7).fillColor(COLOR.muted);
  doc.text('PAY by square', MARGIN + 8, top + QR_SIZE + 6, { width: QR_SIZE, align: 'center' });

  const x = MARGIN + QR_SIZE + 28;
  const width = RIGHT - x - 12;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text);
  doc.text('Zaplaťte prevodom alebo naskenujte QR kód PAY by square', x, top + 14, { width });
  let y = doc.y + 8;
  const pairs: [string, string][] = [
    ['IBAN', formatIban(data.supplier.iban)],
    ['Variabilný symbol', data.variableSymbol],
    ['Suma', formatEur(data.totalCents)],
    ['Splatnosť', formatDateSk(data.dueDate)],
  ];
  for (const [label, value] of pairs) {
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOR.muted).text(label, x, y, { width: 110 });
    doc
      .font(FONT.bold)
      .fillColor(COLOR.text)
      .text(value, x + 110, y, { width: width - 110 });
    y += 15;
  }
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
  doc.text(
    'Objednávku začneme vyrábať po pripísaní platby na náš účet. Uveďte, prosím, variabilný symbol.',
    x,
    y + 4,
    { width },
  );
  return top + QR_SIZE + 24;
};

const drawFooter = (doc: PDFKit.PDFDocument, data: ProformaInvoiceData): void => {
  const y = FOOTER_TOP;
  rule(doc, y, COLOR.rule, 0.5);
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text);
  doc.text('Zálohová faktúra nie je daňový doklad.', MARGIN, y + 8, {
    width: WIDTH,
    lineBreak: false,
  });
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
  doc.text(
    `${data.vatPayer ? 'Daňový doklad' : 'Faktúru'} vystavíme po prijatí platby. ` +
      `${data.supplier.name}, IČO ${data.supplier.ico}`,
    MARGIN,
    y + 20,
    { width: WIDTH, lineBreak: false },
  );
};

const rule = (doc: PDFKit.PDFDocument, y: number, color: string, width: number): void => {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).stroke(color);
};

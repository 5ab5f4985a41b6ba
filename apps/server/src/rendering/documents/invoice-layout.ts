import { A4, COLOR, FONT, MARGIN, RIGHT, WIDTH, newA4Document, rule } from './pdf-kit.ts';
import type { VatRateCents } from '@fotoobraz/domain';
import { drawLines, drawPayment, drawTotals, type InvoiceLine } from './invoice-table.ts';

export type { InvoiceLine } from './invoice-table.ts';

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
  /** A company buyer's identifiers, a line each ('IČO: 12345678'). */
  idLines?: string[];
}

/** A labelled value in the panel under the parties, `span` of its four columns wide (1). */
export interface InvoiceFact {
  label: string;
  /** Empty: the place stays blank. */
  value: string;
  span?: number;
}

/**
 * What one invoice page shows, whatever kind of invoice it is: the pro-forma and the tax
 * documents fill it with their own title, facts, lines and texts.
 */
export interface InvoicePage {
  /** 'Zálohová faktúra'. */
  title: string;
  number: string;
  supplier: InvoiceSupplier;
  customer: InvoiceCustomer;
  /** Rows of facts (dates, symbols, how to pay), in a grey panel. */
  facts: readonly (readonly InvoiceFact[])[];
  lines: readonly InvoiceLine[];
  /** The amount in the bar under the lines, VAT included (due, paid, or credited). */
  totalCents: number;
  totalLabel: string;
  /** Base and VAT per rate; null when the supplier is not a VAT payer. */
  vatRecap: readonly VatRateCents[] | null;
  /** The PAY by square QR code beside the payment instructions. */
  payment?: {
    qrPng: Buffer;
    heading: string;
    rows: readonly (readonly [label: string, value: string])[];
    note: string;
  };
  note?: string;
  /** The note's heading; 'Poznámka' unless told. */
  noteHeading?: string;
  /** The last two lines of the page: a statement in bold, then small print. */
  footer: { statement: string; detail: string };
}

const FOOTER_TOP = A4.height - MARGIN - 30;

/**
 * An invoice as a one-page A4 PDF, from top to bottom: supplier and title, the parties, the
 * facts panel, the lines, the VAT recap (or 'Nie sme platcami DPH.') and the total, the payment
 * box, a note cut to fit, the footer. Fonts are embedded, so diacritics and '€' render and
 * extract as text.
 * @example const pdf = await renderInvoicePage({ title: 'Zálohová faktúra', number: '2026-000123', … }); // -> a Buffer starting with '%PDF-'
 */
export const renderInvoicePage = async (page: InvoicePage): Promise<Buffer> => {
  const { doc, bytes } = newA4Document(`${page.title} ${page.number}`);

  drawHeader(doc, page);
  let y = drawParties(doc, page, 118);
  y = drawFacts(doc, page.facts, y + 14);
  y = drawLines(doc, page.lines, y + 18);
  y = drawTotals(doc, page, y + 8);
  if (page.payment) y = drawPayment(doc, page.payment, y + 20);
  if (page.note) {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOR.text)
      .text(page.noteHeading ?? 'Poznámka', MARGIN, y + 14);
    // A long note is cut (with an ellipsis) above the footer rather than spill onto page 2.
    const top = doc.y + 2;
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(page.note, MARGIN, top, {
        width: WIDTH,
        height: Math.max(12, FOOTER_TOP - 10 - top),
        ellipsis: true,
      });
  }
  drawFooter(doc, page.footer);

  doc.end();
  return bytes;
};

const drawHeader = (doc: PDFKit.PDFDocument, page: InvoicePage): void => {
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.accent);
  doc.text(page.supplier.name, MARGIN, MARGIN, { width: WIDTH / 2 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  doc.text(
    [page.supplier.email, page.supplier.phone].filter(Boolean).join('  ·  '),
    MARGIN,
    doc.y + 2,
    { width: WIDTH / 2 },
  );

  // A long title ('Faktúra – daňový doklad k prijatej platbe') takes more of the line, and a
  // smaller size, to stay on one line.
  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text);
  const titleBox = doc.widthOfString(page.title) > WIDTH / 2 ? WIDTH * 0.62 : WIDTH / 2;
  doc.fontSize(Math.min(20, (0.97 * 20 * titleBox) / doc.widthOfString(page.title)));
  doc.text(page.title, RIGHT - titleBox, MARGIN - 2, { width: titleBox, align: 'right' });
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.muted);
  doc.text(`číslo ${page.number}`, MARGIN + WIDTH / 2, doc.y + 2, {
    width: WIDTH / 2,
    align: 'right',
  });
  rule(doc, 100, COLOR.accent, 1.5);
};

/** Supplier left, customer right; returns the y below the taller of the two. */
const drawParties = (doc: PDFKit.PDFDocument, page: InvoicePage, top: number): number => {
  const s = page.supplier;
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
  const c = page.customer;
  const customerLines = [
    ...(c.addressLines ?? []),
    ...(c.idLines ?? []),
    ...(c.addressLines?.length || c.idLines?.length ? [''] : []),
    // A customer known only by the e-mail has it as the name already.
    ...(c.name ? [`E-mail: ${c.email}`] : []),
    ...(c.phone ? [`Telefón: ${c.phone}`] : []),
  ];
  const left = party(doc, 'Dodávateľ', s.name, supplierLines, MARGIN, top, column);
  const right = party(
    doc,
    'Odberateľ',
    c.name ?? c.email,
    customerLines,
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

/** The panel's four columns, as parts of the text column. */
const FACT_COLUMNS = [0.22, 0.22, 0.2, 0.36].map((part) => part * WIDTH);
const FACT_ROW = 28;

/** The grey panel of facts, a row of cells each; returns the y below it. */
const drawFacts = (doc: PDFKit.PDFDocument, rows: InvoicePage['facts'], top: number): number => {
  const height = 8 + rows.length * FACT_ROW;
  doc.rect(MARGIN, top, WIDTH, height).fill(COLOR.panel);
  rows.forEach((cells, row) => {
    let column = 0;
    for (const { label, value, span = 1 } of cells) {
      const x = MARGIN + 12 + FACT_COLUMNS.slice(0, column).reduce((a, b) => a + b, 0);
      const width = FACT_COLUMNS.slice(column, column + span).reduce((a, b) => a + b, 0) - 8;
      column += span;
      if (!value) continue;
      const y = top + 9 + row * FACT_ROW;
      doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted).text(label, x, y, { width });
      doc
        .font(FONT.bold)
        .fontSize(9.5)
        .fillColor(COLOR.text)
        .text(value, x, y + 10, { width, lineBreak: false });
    }
  });
  return top + height;
};

const drawFooter = (doc: PDFKit.PDFDocument, footer: InvoicePage['footer']): void => {
  const top = FOOTER_TOP;
  rule(doc, top, COLOR.rule, 0.5);
  doc.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text);
  doc.text(footer.statement, MARGIN, top + 8, { width: WIDTH, lineBreak: false });
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
  doc.text(footer.detail, MARGIN, top + 20, { width: WIDTH, lineBreak: false });
};

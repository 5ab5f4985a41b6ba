import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from the npm registry (never a system font, so every machine renders the same):
 * it has every Slovak letter and the euro sign. The monospaced bold face prints codes a person
 * reads aloud or types: each character keeps its own cell, and 0/O, 1/l differ.
 */
export const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  monoBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf'),
};

export const FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  monoBold: 'DejaVuSansMono-Bold',
} as const;

type FontFace = keyof typeof FONT_FILES;

/**
 * The presentation forms (ﬁ, ﬂ, ﬀ ...): their glyphs stand for the letters a layout joins into
 * them, and must keep those letters (fi), not learn the one character that names them.
 */
const isLigature = (codePoint: number) => codePoint >= 0xfb00 && codePoint <= 0xfb4f;

/**
 * A font parsed with every glyph but the ligatures told its characters first. fontkit keeps one glyph object per
 * glyph, and pdfkit writes into a document's text layer the characters the glyph object knew when
 * the document first used it. A glyph first reached as a part of another one (the C inside Č,
 * when a subset is written) knows none, so every later document in the process lost that
 * letter from its copyable, searchable text.
 */
export const parsedFont = (file: string): fontkit.Font => {
  const font = fontkit.create(readFileSync(file)) as fontkit.Font;
  for (const codePoint of font.characterSet) {
    if (!isLigature(codePoint)) font.glyphForCodePoint(codePoint);
  }
  return font;
};

/**
 * The fonts parsed once per process, each when a document first needs it: parsing DejaVu's tables
 * took half of each invoice's rendering time. pdfkit takes a parsed font as it takes a file, and
 * embeds a new subset of it in each document; the parsed font itself is only read (and its glyph
 * caches filled).
 */
const parsedFonts: Partial<Record<FontFace, fontkit.Font>> = {};
const fontOf = (face: FontFace): fontkit.Font =>
  (parsedFonts[face] ??= parsedFont(FONT_FILES[face]));

export const COLOR = {
  text: '#1f2328',
  muted: '#5f6670',
  rule: '#c9ced6',
  panel: '#f2f4f7',
  accent: '#234a7d',
} as const;

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** A5 turned on its side, half an A4: the size of a card. */
export const A5_LANDSCAPE = { width: 595.28, height: 419.53 } as const;

/** The documents' margin on every side, in points. */
export const MARGIN = 42;
/** The text column between the margins. */
export const RIGHT = A4.width - MARGIN;
export const WIDTH = RIGHT - MARGIN;

/** A horizontal line across the text column. */
export const rule = (doc: PDFKit.PDFDocument, y: number, color: string, width: number): void => {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).stroke(color);
};

const newDocument = (
  title: string,
  page: { size: 'A4' | 'A5'; layout: 'portrait' | 'landscape'; margin: number },
  faces: readonly FontFace[],
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } => {
  const doc = new PDFDocument({
    ...page,
    info: { Title: title, Author: 'Fotoobraz', Creator: 'Fotoobraz' },
    lang: 'sk-SK',
  });
  // @types/pdfkit lists files and bytes only; pdfkit itself also takes a parsed font.
  for (const face of faces) doc.registerFont(FONT[face], fontOf(face) as unknown as Buffer);
  doc.font(FONT.regular).fillColor(COLOR.text);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
};

/**
 * A new A4 document with the DejaVu fonts registered and selected, and a promise of its bytes
 * once `doc.end()` is called.
 * @example const { doc, bytes } = newA4Document('Zálohová faktúra 2026-000123'); doc.text('…'); doc.end(); const pdf = await bytes;
 */
export const newA4Document = (
  title: string,
  margin = MARGIN,
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } =>
  newDocument(title, { size: 'A4', layout: 'portrait', margin }, ['regular', 'bold']);

/**
 * A new A5 landscape document (see {@link A5_LANDSCAPE}), as {@link newA4Document} makes one,
 * with the monospaced bold face registered too: the A4 documents print no code to be typed, and
 * would only pay for parsing it.
 * @example const { doc, bytes } = newA5LandscapeDocument('Darčeková poukážka', 30); doc.font(FONT.monoBold).text('ABCD-EFGH-JKMN-PQRS'); doc.end(); const pdf = await bytes;
 */
export const newA5LandscapeDocument = (
  title: string,
  margin: number,
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } =>
  newDocument(title, { size: 'A5', layout: 'landscape', margin }, ['regular', 'bold', 'monoBold']);

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from the npm registry (never a system font, so every machine renders the same):
 * it has every Slovak letter and the euro sign.
 */
export const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

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
 * The fonts parsed once per process: parsing DejaVu's tables took half of each invoice's
 * rendering time. pdfkit takes a parsed font as it takes a file, and embeds a new subset of it in
 * each document; the parsed font itself is only read (and its glyph caches filled).
 */
let parsedFonts: Record<keyof typeof FONT_FILES, fontkit.Font> | undefined;
const fonts = () =>
  (parsedFonts ??= { regular: parsedFont(FONT_FILES.regular), bold: parsedFont(FONT_FILES.bold) });

export const COLOR = {
  text: '#1f2328',
  muted: '#5f6670',
  rule: '#c9ced6',
  panel: '#f2f4f7',
  accent: '#234a7d',
} as const;

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The documents' margin on every side, in points. */
export const MARGIN = 42;
/** The text column between the margins. */
export const RIGHT = A4.width - MARGIN;
export const WIDTH = RIGHT - MARGIN;

/** A horizontal line across the text column. */
export const rule = (doc: PDFKit.PDFDocument, y: number, color: string, width: number): void => {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).stroke(color);
};

/**
 * A new A4 document with the DejaVu fonts registered and selected, and a promise of its bytes
 * once `doc.end()` is called.
 * @example const { doc, bytes } = newA4Document('Zálohová faktúra 2026-000123'); doc.text('…'); doc.end(); const pdf = await bytes;
 */
export const newA4Document = (
  title: string,
  margin = MARGIN,
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } => {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: title, Author: 'Fotoobraz', Creator: 'Fotoobraz' },
    lang: 'sk-SK',
  });
  // @types/pdfkit lists files and bytes only; pdfkit itself also takes a parsed font.
  doc.registerFont(FONT.regular, fonts().regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts().bold as unknown as Buffer);
  doc.font(FONT.regular).fillColor(COLOR.text);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
};

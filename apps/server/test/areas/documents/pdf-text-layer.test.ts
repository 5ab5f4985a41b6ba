import PDFDocument from 'pdfkit';
import type * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, parsedFont } from '../../../src/rendering/documents/pdf-kit.ts';
import { pdfText } from './sample-documents.ts';

/** A PDF of one line in `font`, which it shares with every other document, as the shop's do. */
const onePdf = (font: fontkit.Font, line: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('shared', font as unknown as Buffer);
    doc.font('shared').text(line, 50, 50);
    doc.end();
  });

describe('the text layer of documents that share a parsed font', () => {
  it.each([
    ['C', 'Číslo objednávky', 'CENA/KS BEZ DPH'],
    ['S', 'Šek', 'SUMA S DPH'],
    ['N', 'Ňa', 'NÁZOV'],
    ['Z', 'Žiadosť o odstúpenie', 'ZF2026000001 Zľava'],
  ])(
    'keeps %s, which an earlier document drew only inside an accented letter',
    async (_letter, earlier, later) => {
      const font = parsedFont(FONT_FILES.bold);
      expect(pdfText(await onePdf(font, earlier))).toContain(earlier);
      expect(pdfText(await onePdf(font, later))).toContain(later);
    },
  );

  it('keeps the letters a ligature joins (fi stays f and i)', async () => {
    const font = parsedFont(FONT_FILES.regular);
    expect(pdfText(await onePdf(font, 'Fotografia, 2 ks'))).toContain('Fotografia, 2 ks');
  });
});

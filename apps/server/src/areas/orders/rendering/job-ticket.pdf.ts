import {
  decimalAdd,
  decimalMul,
  decimalOf,
  decimalShift,
  decimalToNumber,
  formatDecimalSk,
} from '@fotoobraz/domain';
import {
  A4,
  COLOR,
  FONT,
  MARGIN,
  RIGHT,
  WIDTH,
  newA4Document,
  rule,
} from '../../../rendering/documents/pdf-kit.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';

export interface SizeCm {
  width: number;
  height: number;
}

export interface JobTicketData {
  /** The order number (= the crafted product id). */
  orderNumber: string;
  /** ISO instant the order was placed. */
  orderDate: string;
  /** The line of an order of several: 'položka 2/3'. Absent for an order of one piece. */
  item?: { position: number; of: number };
  productName: string;
  copies: number;
  /** The finished piece without the moulding, in the photo's orientation. */
  outerSizeCm: SizeCm;
  /** The visible photo: the mat window. Absent when there is no mat. */
  photoWindowCm?: SizeCm;
  printSizeCm: SizeCm;
  printMedia?: string;
  mat?: string;
  /** The frame: its name and face width (`FrameProfile.thickness`). */
  moulding?: { name: string; faceWidthMm: number };
  /** The glass or laminate; glazed pieces take a sheet of the outer size. */
  glass?: string;
  /** The crop in the original photo's pixels (`cropReal*`). */
  cropPx: { x: number; y: number; width: number; height: number };
  originalPx?: { width: number; height: number };
  /** The machine operator's note (strojník). */
  strojnikNote?: string;
  customerNote?: string;
  /** A small preview of the finished piece. */
  previewJpeg?: Buffer;
}

/**
 * Moulding needed for one frame, in cm: the outer perimeter plus 8 face widths, the waste of the
 * four mitred corners (the same rule that prices the frame, DESIGN.md §5).
 * @example mouldingLengthCm({ width: 50, height: 40 }, 20) // -> 196 (180 cm + 8 × 2 cm)
 */
export const mouldingLengthCm = (outer: SizeCm, faceWidthMm: number): number =>
  decimalToNumber(
    decimalAdd(
      decimalMul(decimalOf(2), decimalAdd(decimalOf(outer.width), decimalOf(outer.height))),
      decimalMul(decimalOf(8), decimalShift(decimalOf(faceWidthMm), -1)),
    ),
  );

const cm = (v: number): string => formatDecimalSk(v, 0, 2);
const size = (s: SizeCm): string => `${cm(s.width)} × ${cm(s.height)} cm`;

const PREVIEW = 170;

/**
 * The one-page job ticket (výrobný list) for the workshop: what to print, cut, join and glaze
 * for one order, the crop in original pixels, the operator's note and a preview.
 * @example
 * const pdf = await renderJobTicket({ orderNumber: '4711', orderDate: '2026-11-22T09:15:00Z',
 *   productName: 'Fotografia v ráme', copies: 1, outerSizeCm: { width: 40, height: 30 },
 *   printSizeCm: { width: 40, height: 30 }, moulding: { name: 'Dub', faceWidthMm: 20 },
 *   glass: 'Sklo číre', cropPx: { x: 0, y: 0, width: 6000, height: 4500 } });
 * // -> a PDF whose text holds 'Lišta', '156 cm' and 'Sklo číre 40 × 30 cm'
 */
export const renderJobTicket = async (data: JobTicketData): Promise<Buffer> => {
  const { doc, bytes } = newA4Document(`Výrobný list ${data.orderNumber}`);

  doc.font(FONT.bold).fontSize(22).fillColor(COLOR.text);
  doc.text(`Zákazka č. ${data.orderNumber}`, MARGIN, MARGIN, { width: WIDTH - PREVIEW - 16 });
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted);
  const line = data.item ? ` · položka ${data.item.position}/${data.item.of}` : '';
  doc.text(`Výrobný list${line} · objednané ${formatDateSk(data.orderDate)}`, MARGIN, doc.y + 2);
  doc.font(FONT.bold).fontSize(14).fillColor(COLOR.accent);
  doc.text(data.productName, MARGIN, doc.y + 10, { width: WIDTH - PREVIEW - 16 });
  doc.font(FONT.bold).fontSize(28).fillColor(COLOR.text);
  doc.text(`${data.copies} ks`, MARGIN, doc.y + 6);

  if (data.previewJpeg) {
    doc.image(data.previewJpeg, RIGHT - PREVIEW, MARGIN, {
      fit: [PREVIEW, PREVIEW],
      align: 'right',
    });
  }

  const rows: [string, string][] = [['Vonkajší rozmer', size(data.outerSizeCm)]];
  if (data.photoWindowCm) rows.push(['Okno pasparty', size(data.photoWindowCm)]);
  rows.push([
    'Tlač',
    [size(data.printSizeCm), data.printMedia].filter(Boolean).join(' · ') +
      (data.copies > 1 ? `  (${data.copies} ×)` : ''),
  ]);
  if (data.mat) rows.push(['Pasparta', `${data.mat} · ${size(data.outerSizeCm)}`]);
  if (data.moulding) {
    const perPiece = mouldingLengthCm(data.outerSizeCm, data.moulding.faceWidthMm);
    const perimeter = 2 * (data.outerSizeCm.width + data.outerSizeCm.height);
    rows.push(['Rám (lišta)', `${data.moulding.name} · šírka ${cm(data.moulding.faceWidthMm)} mm`]);
    rows.push([
      'Dĺžka lišty',
      `${cm(perPiece)} cm na kus (obvod ${cm(perimeter)} cm + 8 × ` +
        `${cm(data.moulding.faceWidthMm / 10)} cm na pokosy)`,
    ]);
    if (data.copies > 1) rows.push(['Lišta spolu', `${cm(perPiece * data.copies)} cm`]);
  }
  if (data.glass) rows.push(['Sklo', `${data.glass} ${size(data.outerSizeCm)}`]);
  const c = data.cropPx;
  rows.push([
    'Orez (px originálu)',
    `x ${c.x}, y ${c.y}, ${c.width} × ${c.height} px` +
      (data.originalPx ? ` z ${data.originalPx.width} × ${data.originalPx.height} px` : ''),
  ]);

  let y = Math.max(doc.y + 18, data.previewJpeg ? MARGIN + PREVIEW + 18 : 0);
  const labelW = 130;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(label, MARGIN, y, {
      width: labelW,
    });
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text);
    doc.text(value, MARGIN + labelW, y - 1, { width: WIDTH - labelW });
    y = doc.y + 10;
    rule(doc, y - 5, COLOR.rule, 0.5);
  }

  y = noteBox(doc, 'Poznámka pre strojníka', data.strojnikNote, y + 12, true);
  y = noteBox(doc, 'Poznámka zákazníka', data.customerNote, y + 10, false);

  const steps = ['Tlač', ...(data.mat ? ['Pasparta'] : []), ...(data.moulding ? ['Rám'] : [])];
  steps.push(...(data.glass ? ['Sklo'] : []), 'Kontrola', 'Balenie');
  doc.font(FONT.regular).fontSize(11).fillColor(COLOR.text);
  doc.text(steps.map((s) => `☐ ${s}`).join('     '), MARGIN, Math.max(y + 18, A4.height - 90), {
    width: WIDTH,
  });

  doc.end();
  return bytes;
};

const noteBox = (
  doc: PDFKit.PDFDocument,
  heading: string,
  text: string | undefined,
  top: number,
  emphasised: boolean,
): number => {
  if (!text) return top;
  doc.font(FONT.bold).fontSize(emphasised ? 12 : 10);
  const height = doc.heightOfString(text, { width: WIDTH - 20 }) + 30;
  doc
    .rect(MARGIN, top, WIDTH, height)
    .lineWidth(emphasised ? 1.5 : 0.8)
    .fillAndStroke(emphasised ? '#fff6db' : COLOR.panel, emphasised ? '#c58a00' : COLOR.rule);
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  doc.text(heading.toUpperCase(), MARGIN + 10, top + 8, { width: WIDTH - 20 });
  doc
    .font(FONT.bold)
    .fontSize(emphasised ? 12 : 10)
    .fillColor(COLOR.text);
  doc.text(text, MARGIN + 10, top + 20, { width: WIDTH - 20 });
  return top + height;
};

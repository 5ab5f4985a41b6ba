import { VOUCHER_MESSAGE_MAX, formatEur } from '@fotoobraz/domain';
import QRCode from 'qrcode';
import {
  A5_LANDSCAPE,
  COLOR,
  FONT,
  newA5LandscapeDocument,
} from '../../../rendering/documents/pdf-kit.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';

export interface GiftVoucherPdfData {
  /** Formatted in its four groups: 'ABCD-EFGH-JKMN-PQRS'. */
  code: string;
  valueCents: number;
  recipientName: string;
  message: string | null;
  /** Who gives it (the buyer's name, or the shop for a voucher the owner gave); null: not shown. */
  fromName: string | null;
  /** 'YYYY-MM-DD'. */
  validUntil: string;
  /** The address the QR code holds: 'https://fotoobraz.sk/?poukazka=ABCD-EFGH-JKMN-PQRS'. */
  redeemUrl: string;
  shopName: string;
  /** The shop's public address, printed in words. */
  shopUrl: string;
}

export const REDEEM_HOW_TO =
  'Kód zadajte v objednávke do poľa „Kód darčekovej poukážky“. Poukážku môžete použiť aj ' +
  'na viac objednávok, kým nevyčerpáte jej hodnotu.';
const QR_CAPTION = 'Naskenujte a kód sa vyplní sám';

const { width: PAGE_W, height: PAGE_H } = A5_LANDSCAPE;
const MARGIN = 34;
/** The coloured band on the right that carries the QR code and the validity. */
const BAND_W = 190;
const BAND_X = PAGE_W - BAND_W;
const LEFT_W = BAND_X - 2 * MARGIN;
const QR_CARD = 150;
const CODE_PANEL_H = 54;
/** Below the code: the how-to and the shop's address. */
const FOOTER_H = 54;
/**
 * The message's size shrinks in these steps until it fits its box. 8 points still read well in
 * print, and hold 300 characters beside the longest names the terms allow.
 */
const MESSAGE_SIZES = [11, 10.5, 10, 9.5, 9, 8.5, 8];
const FROM_SIZE = 11;
const FROM_GAP = 6;
/** Space between the code's characters: groups of four stay apart when read aloud. */
const CODE_SPACING = 1.6;

/**
 * The QR code of the redeem link: error correction M keeps it readable when printed small or
 * slightly creased; 8 pixels a module stay sharp at the 5 cm it is printed.
 */
const redeemQrPng = (redeemUrl: string): Promise<Buffer> =>
  QRCode.toBuffer(redeemUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
    color: { dark: '#000000', light: '#ffffff' },
  });

const slovakQuoted = (text: string) => `„${text}“`;

/**
 * The gift voucher as one A5 landscape page, made to be printed or forwarded: the shop, the
 * value, whom it is for and from, the message, the code in a monospaced face to be read aloud,
 * its validity, the QR code of `redeemUrl` and how to redeem it. The code is one text run, so it
 * is copied from the PDF whole. A message longer than the terms allow is cut at their limit.
 * @example
 * const pdf = await renderGiftVoucherPdf({ code: 'ABCD-EFGH-JKMN-PQRS', valueCents: 5000,
 *   recipientName: 'Jana', message: 'Všetko najlepšie!', fromName: 'Peter',
 *   validUntil: '2029-12-07', redeemUrl: 'https://fotoobraz.sk/?poukazka=ABCD-EFGH-JKMN-PQRS',
 *   shopName: 'Fotoobraz', shopUrl: 'https://fotoobraz.sk' });
 * // -> a PDF whose text holds 'ABCD-EFGH-JKMN-PQRS', '50,00 €' and 'Platná do 7. 12. 2029'
 */
export const renderGiftVoucherPdf = async (data: GiftVoucherPdfData): Promise<Buffer> => {
  const qrPng = await redeemQrPng(data.redeemUrl);
  const { doc, bytes } = newA5LandscapeDocument(`Darčeková poukážka – ${data.shopName}`, MARGIN);

  drawBand(doc, data, qrPng);

  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.accent);
  doc.text(data.shopName, MARGIN, MARGIN, { width: LEFT_W });
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(25).fillColor(COLOR.text);
  doc.text('Darčeková poukážka', { width: LEFT_W });
  doc.moveDown(0.1);
  doc.font(FONT.bold).fontSize(40).fillColor(COLOR.accent);
  doc.text(formatEur(data.valueCents), { width: LEFT_W });
  doc.moveDown(0.25);

  doc.font(FONT.regular).fontSize(14).fillColor(COLOR.muted);
  doc.text('Pre: ', { width: LEFT_W, continued: true });
  doc.font(FONT.bold).fillColor(COLOR.text).text(data.recipientName);

  const codeTop = PAGE_H - MARGIN - FOOTER_H - CODE_PANEL_H;
  drawGreeting(doc, data, doc.y + 8, codeTop - 10);
  drawCode(doc, data.code, codeTop);

  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text(REDEEM_HOW_TO, MARGIN, codeTop + CODE_PANEL_H + 10, { width: LEFT_W, lineGap: 1 });
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.accent);
  doc.text(data.shopUrl.replace(/^https?:\/\//, '').replace(/\/+$/, ''), { width: LEFT_W });

  doc.end();
  return bytes;
};

/** The message and its giver between `top` and `bottom`, the message as large as fits. */
const drawGreeting = (
  doc: PDFKit.PDFDocument,
  data: GiftVoucherPdfData,
  top: number,
  bottom: number,
): void => {
  const from = data.fromName ? `Od: ${data.fromName}` : null;
  doc.font(FONT.regular).fontSize(FROM_SIZE);
  const fromHeight = from ? doc.heightOfString(from, { width: LEFT_W }) + FROM_GAP : 0;
  if (data.message) {
    const message = slovakQuoted(data.message.trim().slice(0, VOUCHER_MESSAGE_MAX));
    const room = bottom - top - fromHeight;
    doc.font(FONT.regular).fillColor(COLOR.text);
    const size =
      MESSAGE_SIZES.find(
        (s) => doc.fontSize(s).heightOfString(message, { width: LEFT_W, lineGap: 1.5 }) <= room,
      ) ?? MESSAGE_SIZES[MESSAGE_SIZES.length - 1];
    doc.fontSize(size).text(message, MARGIN, top, {
      width: LEFT_W,
      lineGap: 1.5,
      height: room,
      ellipsis: true,
    });
  }
  if (from) {
    doc.font(FONT.regular).fontSize(FROM_SIZE).fillColor(COLOR.muted);
    doc.text(from, MARGIN, data.message ? doc.y + FROM_GAP : top, { width: LEFT_W });
  }
};

/** The code in a light panel: one text run, spaced so each character stands alone. */
const drawCode = (doc: PDFKit.PDFDocument, code: string, top: number): void => {
  doc.roundedRect(MARGIN, top, LEFT_W, CODE_PANEL_H, 6).fill(COLOR.panel);
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted);
  doc.text('Kód poukážky', MARGIN + 14, top + 9, { width: LEFT_W - 28 });
  doc.font(FONT.monoBold).fontSize(19).fillColor(COLOR.text);
  doc.text(code, MARGIN + 14, top + 22, {
    width: LEFT_W - 28,
    characterSpacing: CODE_SPACING,
    lineBreak: false,
  });
};

/** The right band: the QR code on a white card, its caption, and the validity. */
const drawBand = (doc: PDFKit.PDFDocument, data: GiftVoucherPdfData, qrPng: Buffer): void => {
  doc.rect(BAND_X, 0, BAND_W, PAGE_H).fill(COLOR.accent);
  const cardX = BAND_X + (BAND_W - QR_CARD) / 2;
  const cardY = 56;
  doc.roundedRect(cardX, cardY, QR_CARD, QR_CARD, 8).fill('#ffffff');
  doc.image(qrPng, cardX + 4, cardY + 4, { width: QR_CARD - 8 });
  const textX = BAND_X + 12;
  const textW = BAND_W - 24;
  doc.font(FONT.regular).fontSize(9).fillColor('#ffffff');
  doc.text(QR_CAPTION, textX, cardY + QR_CARD + 12, { width: textW, align: 'center' });
  doc.font(FONT.bold).fontSize(12).fillColor('#ffffff');
  doc.text(`Platná do ${formatDateSk(data.validUntil)}`, textX, PAGE_H - MARGIN - 30, {
    width: textW,
    align: 'center',
  });
};

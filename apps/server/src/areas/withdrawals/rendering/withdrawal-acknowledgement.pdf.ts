import {
  COLOR,
  FONT,
  MARGIN,
  WIDTH,
  newA4Document,
  rule,
} from '../../../rendering/documents/pdf-kit.ts';

/** The acknowledgement's text, as the service words it for the mail and the PDF alike. */
export interface WithdrawalAcknowledgementPage {
  shopName: string;
  title: string;
  intro: string;
  facts: readonly (readonly [string, string])[];
  lines: readonly string[];
  nextSteps: readonly string[];
}

const LABEL_WIDTH = 150;

/**
 * The one-page acknowledgement of a withdrawal: the durable medium the mail attaches and the
 * signed link downloads.
 * @example const pdf = await renderWithdrawalAcknowledgement({ shopName: 'Fotoobraz', title: 'Potvrdenie o odstúpení od zmluvy – objednávka č. 4711', intro: '…', facts: [['Číslo objednávky', '4711']], lines: ['č. 1: Obraz 50 × 40 cm, 1 ks, 89,00 €'], nextSteps: ['…'] }) // -> a PDF whose text holds '4711'
 */
export const renderWithdrawalAcknowledgement = async (
  page: WithdrawalAcknowledgementPage,
): Promise<Buffer> => {
  const { doc, bytes } = newA4Document(page.title);

  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.accent);
  doc.text(page.shopName, MARGIN, MARGIN, { width: WIDTH });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(17).fillColor(COLOR.text);
  doc.text(page.title, { width: WIDTH });
  rule(doc, doc.y + 6, COLOR.rule, 0.8);
  doc.moveDown(1.2);

  for (const [label, value] of page.facts) {
    const top = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted);
    doc.text(label, MARGIN, top, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    doc.font(FONT.bold).fillColor(COLOR.text);
    doc.text(value, MARGIN + LABEL_WIDTH, top, { width: WIDTH - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }

  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.text);
  doc.text(`Dobrý deň, ${page.intro}`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.4);
  doc.font(FONT.bold);
  for (const line of page.lines) doc.text(`•  ${line}`, MARGIN + 10, doc.y, { width: WIDTH - 10 });

  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.accent);
  doc.text('Čo bude nasledovať', MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.text);
  for (const step of page.nextSteps) {
    doc.text(step, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.5);
  }

  doc.end();
  return bytes;
};

import { normalizeVoucherCode } from '@fotoobraz/domain';
import { REDEEM_HOW_TO } from '../rendering/gift-voucher.pdf.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';
import {
  button,
  facts,
  factsText,
  heading,
  html,
  letter,
  paragraph,
} from '../../../services/mail-layout.ts';
import type { MailContent } from '../../../services/mail-layout.ts';

export interface GiftVoucherMailData {
  recipientName: string;
  /** Who gives it (the buyer's name, or the shop); null: the recipient reads 'Niekto'. */
  fromName: string | null;
  /** The voucher's value, formatted: '50,00 €'. */
  valueText: string;
  /** 'YYYY-MM-DD'. */
  validUntil: string;
  shopName: string;
  publicUrl: string;
  /** '<publicUrl>/?poukazka=ABCD-EFGH-JKMN-PQRS': opens the shop with the code filled in. */
  redeemUrl: string;
  /** The mail goes to the buyer, who prints or forwards the voucher, not to the recipient. */
  toBuyer: boolean;
}

const REDEEM_LABEL = 'Použiť poukážku';

/**
 * The attachment's name: the last group of the code tells two vouchers apart without giving
 * either away to whoever sees the file's name.
 * @example giftVoucherFilename('ABCD-EFGH-JKMN-PQRS') // -> 'darcekova-poukazka-PQRS.pdf'
 */
export const giftVoucherFilename = (code: string): string =>
  `darcekova-poukazka-${normalizeVoucherCode(code).slice(-4)}.pdf`;

/**
 * The mail that carries a gift voucher; the caller attaches its PDF, which the text refers to.
 * The buyer's copy says it is ready to print or forward; the recipient's names the giver and
 * links to the shop with the code filled in. The personal message stays on the PDF alone.
 * @example giftVoucherMail({ recipientName: 'Jana', fromName: 'Peter', valueText: '50,00 €', validUntil: '2029-12-07', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk', redeemUrl: 'https://fotoobraz.sk/?poukazka=ABCD-EFGH-JKMN-PQRS', toBuyer: false }).subject // -> 'Peter vám posiela darčekovú poukážku od Fotoobraz'
 */
export const giftVoucherMail = (d: GiftVoucherMailData): MailContent => {
  const voucher: [string, string][] = [
    ['Pre', d.recipientName],
    ['Hodnota', d.valueText],
    ['Platná do', formatDateSk(d.validUntil)],
  ];
  if (d.toBuyer) {
    const intro =
      `v prílohe vám posielame darčekovú poukážku pre ${d.recipientName} ako PDF. ` +
      'Môžete ju vytlačiť a darovať, alebo ju obdarovanému preposlať e-mailom.';
    const thanks = 'Ďakujeme, že ste si na darček vybrali práve nás.';
    return letter({
      subject: `Vaša darčeková poukážka pre ${d.recipientName}`,
      shopName: d.shopName,
      publicUrl: d.publicUrl,
      body: html`${paragraph(intro)}${facts(voucher)}${paragraph(REDEEM_HOW_TO)}${paragraph(
        thanks,
      )}`,
      text: [intro, '', factsText(voucher), '', REDEEM_HOW_TO, '', thanks],
      addressInText: true,
    });
  }
  const giver = d.fromName ?? 'Niekto';
  const intro =
    `${giver} vám posiela darčekovú poukážku od ${d.shopName} v hodnote ${d.valueText}. ` +
    'Môžete si za ňu objednať fotografiu v ráme, obraz na plátne alebo čokoľvek iné z našej ponuky.';
  const attached = 'Poukážku nájdete v prílohe ako PDF, pripravenú na vytlačenie.';
  const redeem = 'Po kliknutí na tlačidlo sa kód poukážky v objednávke vyplní sám:';
  return letter({
    subject: `${giver} vám posiela darčekovú poukážku od ${d.shopName}`,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(intro)}${facts(voucher)}${paragraph(attached)}${heading(
      'Ako poukážku použiť',
    )}${paragraph(redeem)}${button(d.redeemUrl, REDEEM_LABEL)}${paragraph(REDEEM_HOW_TO)}`,
    text: [
      intro,
      '',
      factsText(voucher),
      '',
      attached,
      '',
      'AKO POUKÁŽKU POUŽIŤ',
      `${REDEEM_LABEL}: ${d.redeemUrl}`,
      REDEEM_HOW_TO,
    ],
    addressInText: true,
  });
};

export interface VoucherSentNoticeData {
  recipientName: string;
  /** The e-mail address the voucher went to. */
  sendTo: string;
  /** 'YYYY-MM-DD'. */
  sentOn: string;
  /** The voucher's value, formatted: '50,00 €'. */
  valueText: string;
  shopName: string;
  publicUrl: string;
}

/**
 * Tells the buyer that the voucher they had sent to the recipient (on a day they chose) left.
 * @example voucherSentNotice({ recipientName: 'Jana', sendTo: 'jana@example.sk', sentOn: '2026-12-24', valueText: '50,00 €', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk' }).subject // -> 'Darčeková poukážka pre Jana je odoslaná'
 */
export const voucherSentNotice = (d: VoucherSentNoticeData): MailContent => {
  const line =
    `darčeková poukážka pre ${d.recipientName} v hodnote ${d.valueText} odišla ` +
    `${formatDateSk(d.sentOn)} na adresu ${d.sendTo}.`;
  const hint = 'Ak ju obdarovaný nenájde, nech sa pozrie aj do priečinka s nevyžiadanou poštou.';
  return letter({
    subject: `Darčeková poukážka pre ${d.recipientName} je odoslaná`,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(line)}${paragraph(hint)}`,
    text: [line, '', hint],
    addressInText: true,
  });
};

import { dispatchDayText } from '@fotoobraz/domain';
import { formatIban } from '../rendering/payment-qr.ts';
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

/** A line of the order as the mail names it. */
export interface OrderedLineText {
  productName: string;
  /** '50 × 40 cm'. */
  sizeText: string;
  copies: number;
  /** The line's price, formatted: '31,90 €'. */
  priceText: string;
  /** Whether the customer may withdraw from it, in the domain's wording. */
  withdrawalText: string;
}

export interface OrderPlacedMailData {
  orderNumber: string;
  /** The buyer named an IČO: no withdrawal link (a company cannot withdraw). */
  companyBuyer?: boolean;
  /** The signature of the mail's withdrawal link, which opens the order without its e-mail. */
  withdrawalSignature?: string;
  /** Every line, in order; one line reads as the one product it always did. */
  lines: OrderedLineText[];
  /** The amount due, formatted: '118,25 €'. */
  amountText: string;
  postageText: string;
  /** 'Osobný odber po dohode' or 'Doručenie kuriérom na adresu …'. */
  handoverText: string;
  /** The day the shop promised to send the order off, 'YYYY-MM-DD'. */
  dispatchDate?: string | null;
  iban: string;
  variableSymbol: string;
  /** ISO date 'YYYY-MM-DD'. */
  dueDate: string;
  shopName: string;
  publicUrl: string;
  /** A signed link that pays the order by card; only for an unpaid card order, with the gateway. */
  cardPaymentUrl?: string;
  /** The gift vouchers it buys and those spent on it, each as a fact: title and amount. */
  voucherFacts?: [string, string][];
  /** Vouchers paid the whole order: it asks for no payment. */
  paidByVouchers?: boolean;
}

/**
 * The product and its size; several lines as 'Položka n/N', each with copies and price. Each is
 * followed by whether it can be withdrawn ('Odstúpenie').
 */
const orderedFacts = (lines: readonly OrderedLineText[]): [string, string][] => {
  const [only] = lines;
  if (lines.length === 0) return [];
  if (lines.length === 1) {
    return [
      ['Produkt', only.productName],
      ['Rozmer', only.sizeText],
      ['Odstúpenie', only.withdrawalText],
    ];
  }
  return lines.flatMap((line, n): [string, string][] => [
    [
      `Položka ${n + 1}/${lines.length}`,
      [line.productName, line.sizeText, `${line.copies} ks`, line.priceText]
        .filter(Boolean)
        .join(', '),
    ],
    ['Odstúpenie', line.withdrawalText],
  ]);
};

const CARD_PAYMENT_LABEL = 'Zaplatiť kartou';

/**
 * The order confirmation with the payment details (by transfer, and by card when
 * `cardPaymentUrl` is given); the caller attaches the pro-forma invoice PDF, which the text
 * refers to.
 * @example orderPlacedMail({ orderNumber: '4711', lines: [{ productName: 'Fotografia v ráme', sizeText: '50 × 40 cm', copies: 1, priceText: '111,35 €', withdrawalText: 'Môžete odstúpiť do 14 dní od prevzatia' }], amountText: '118,25 €', postageText: '6,90 €', handoverText: 'Osobný odber po dohode', iban: 'SK3112000000198742637541', variableSymbol: '4711', dueDate: '2026-12-06', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk' }).subject // -> 'Potvrdenie objednávky č. 4711'
 */
export const orderPlacedMail = (d: OrderPlacedMailData): MailContent => {
  const subject = `Potvrdenie objednávky č. ${d.orderNumber}`;
  const pieces = d.lines.length > 0;
  const intro = d.paidByVouchers
    ? `ďakujeme za vašu objednávku č. ${d.orderNumber}. Prijali sme ju a celú ju uhradili ` +
      'darčekové poukážky, takže nič ďalšie neplatíte.' +
      (d.dispatchDate ? ` Odošleme ju do ${dispatchDayText(d.dispatchDate)}.` : '')
    : `ďakujeme za vašu objednávku č. ${d.orderNumber}. Prijali sme ju a ` +
      (pieces
        ? 'vyrábať ju začneme, hneď ako nám príde platba.'
        : 'darčekové poukážky vám pošleme, hneď ako nám príde platba.') +
      (d.dispatchDate
        ? ` Odošleme ju do ${dispatchDayText(d.dispatchDate)}; ak platba príde neskôr než ` +
          'v nasledujúci pracovný deň, termín sa posunie o toľko pracovných dní.'
        : '');
  const order: [string, string][] = [
    ...orderedFacts(d.lines),
    ...(d.voucherFacts ?? []),
    ['Odovzdanie', d.handoverText],
    ...(d.dispatchDate
      ? [['Odošleme do', dispatchDayText(d.dispatchDate)] as [string, string]]
      : []),
    ...(pieces ? [['Poštovné', d.postageText] as [string, string]] : []),
    ['Spolu na úhradu', d.amountText],
  ];
  if (d.paidByVouchers) {
    return letter({
      subject,
      shopName: d.shopName,
      publicUrl: d.publicUrl,
      body: html`${paragraph(intro)}${heading('Vaša objednávka')}${facts(order)}`,
      text: [intro, '', 'VAŠA OBJEDNÁVKA', factsText(order)],
      addressInText: true,
      orderNumber: d.orderNumber,
      withdrawalSignature: d.withdrawalSignature,
      companyBuyer: d.companyBuyer,
    });
  }
  const payment: [string, string][] = [
    ['Suma', d.amountText],
    ['IBAN', formatIban(d.iban)],
    ['Variabilný symbol', d.variableSymbol],
    ['Splatnosť', formatDateSk(d.dueDate)],
  ];
  const qrHint =
    'V prílohe je zálohová faktúra s QR kódom PAY by square: naskenujte ho v aplikácii svojej ' +
    'banky a platobný príkaz sa vyplní sám.';
  const cardHint =
    'Ak ste objednávku ešte nezaplatili, zaplatiť ju môžete kartou, Apple Pay alebo Google Pay:';
  return letter({
    subject,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(intro)}${heading('Vaša objednávka')}${facts(order)}${
      d.cardPaymentUrl
        ? html`${heading('Platba kartou')}${paragraph(cardHint)}${button(
            d.cardPaymentUrl,
            CARD_PAYMENT_LABEL,
          )}`
        : ''
    }${heading('Platba prevodom')}${facts(payment)}${paragraph(qrHint)}`,
    text: [
      intro,
      '',
      'VAŠA OBJEDNÁVKA',
      factsText(order),
      ...(d.cardPaymentUrl
        ? ['', 'PLATBA KARTOU', cardHint, `${CARD_PAYMENT_LABEL}: ${d.cardPaymentUrl}`]
        : []),
      '',
      'PLATBA PREVODOM',
      factsText(payment),
      '',
      qrHint,
    ],
    addressInText: true,
    orderNumber: d.orderNumber,
    withdrawalSignature: d.withdrawalSignature,
    companyBuyer: d.companyBuyer,
  });
};

export interface OrderStatusMailData {
  orderNumber: string;
  /** The buyer named an IČO: no withdrawal link (a company cannot withdraw). */
  companyBuyer?: boolean;
  /** The signature of the mail's withdrawal link, which opens the order without its e-mail. */
  withdrawalSignature?: string;
  /** The Slovak label of the new status: ORDER_STATUS_LABELS from '@fotoobraz/domain'. */
  statusLabel: string;
  /** The shop's note to the customer, if any (plain text). */
  note?: string;
  /** The dispatched parcel's Packeta packet: its barcode as printed and its tracking page. */
  tracking?: { barcodeText: string; url: string };
  shopName: string;
  publicUrl: string;
}

/**
 * Tells the customer that their order moved to another status.
 * @example orderStatusMail({ orderNumber: '4711', statusLabel: 'Odoslaná', note: 'Balík č. 123', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk' }).subject // -> 'Objednávka č. 4711: Odoslaná'
 */
export const orderStatusMail = (d: OrderStatusMailData): MailContent => {
  const subject = `Objednávka č. ${d.orderNumber}: ${d.statusLabel}`;
  const line = `stav vašej objednávky č. ${d.orderNumber} sa zmenil na: ${d.statusLabel}.`;
  return letter({
    subject,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(
      html`stav vašej objednávky č. ${d.orderNumber} sa zmenil na:
        <strong>${d.statusLabel}</strong>.`,
    )}${d.tracking ? trackingHtml(d.tracking) : ''}${
      d.note ? html`${heading('Poznámka')}${paragraph(multiline(d.note))}` : ''
    }`,
    text: [
      line,
      ...(d.tracking ? ['', ...trackingText(d.tracking)] : []),
      ...(d.note ? ['', 'Poznámka:', d.note] : []),
    ],
    addressInText: true,
    orderNumber: d.orderNumber,
    withdrawalSignature: d.withdrawalSignature,
    companyBuyer: d.companyBuyer,
  });
};

const trackingHtml = (t: { barcodeText: string; url: string }) =>
  html`${heading('Sledovanie zásielky')}${paragraph(
    html`Zásielku Packeta č. <strong>${t.barcodeText}</strong> môžete sledovať na stránke
      <a href="${t.url}">${t.url}</a>.`,
  )}`;

const trackingText = (t: { barcodeText: string; url: string }) => [
  `Zásielku Packeta č. ${t.barcodeText} môžete sledovať na stránke:`,
  t.url,
];

/** Plain text with its line breaks kept, escaped. */
const multiline = (text: string) =>
  html`${text.split(/\r?\n/).map((l, i) => (i === 0 ? html`${l}` : html`<br />${l}`))}`;

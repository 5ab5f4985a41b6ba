import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';
import {
  button,
  html,
  letter,
  paragraph,
  type MailContent,
} from '../../../services/mail-layout.ts';

export interface TaxDocumentMailData {
  /** 'Faktúra – daňový doklad k prijatej platbe', 'Opravná faktúra (dobropis)', … */
  title: string;
  number: string;
  orderNumber: string;
  /** The buyer named an IČO: no withdrawal link (a company cannot withdraw). */
  companyBuyer?: boolean;
  /** The signature of the mail's withdrawal link, which opens the order without its e-mail. */
  withdrawalSignature?: string;
  /** The signed link that downloads the PDF without signing in. */
  downloadUrl: string;
  /** Until when the link works, 'YYYY-MM-DD'. */
  linkExpires: string;
  shopName: string;
  publicUrl: string;
}

/**
 * Sends a tax document of an order; the caller attaches the PDF, and the signed link downloads it
 * again without signing in.
 * @example taxDocumentMail({ title: 'Faktúra', number: 'FA2026000001', orderNumber: '4711', downloadUrl: 'https://fotoobraz.sk/api/orders/7/documents/FA2026000001?expires=1&signature=ab', linkExpires: '2027-11-24', shopName: 'Fotoobraz', publicUrl: 'https://fotoobraz.sk' }).subject // -> 'Faktúra č. FA2026000001 k objednávke č. 4711'
 */
export const taxDocumentMail = (d: TaxDocumentMailData): MailContent => {
  const subject = `${d.title} č. ${d.number} k objednávke č. ${d.orderNumber}`;
  const intro = `v prílohe vám posielame doklad „${d.title}“ č. ${d.number} k vašej objednávke č. ${d.orderNumber}.`;
  const link =
    `Doklad si môžete kedykoľvek stiahnuť aj v časti Moje objednávky, alebo bez prihlásenia ` +
    `cez tento odkaz (platí do ${formatDateSk(d.linkExpires)}):`;
  return letter({
    subject,
    shopName: d.shopName,
    publicUrl: d.publicUrl,
    body: html`${paragraph(intro)}${paragraph(link)}${button(d.downloadUrl, 'Stiahnuť doklad')}`,
    text: [intro, '', link, d.downloadUrl],
    addressInText: true,
    orderNumber: d.orderNumber,
    withdrawalSignature: d.withdrawalSignature,
    companyBuyer: d.companyBuyer,
  });
};

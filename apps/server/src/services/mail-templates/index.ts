/** Slovak mails, each a plain function of its data returning { subject, html, text }. */
export { accountCreatedMail, activationMail, passwordResetMail } from './account.mail.ts';
export { escapeHtml, type MailContent } from './mail-layout.ts';
export {
  orderPlacedMail,
  orderStatusMail,
  type OrderPlacedMailData,
  type OrderStatusMailData,
} from './order.mail.ts';
export { taxDocumentMail, type TaxDocumentMailData } from './tax-document.mail.ts';
export { withdrawalMail, type WithdrawalMailData } from './withdrawal.mail.ts';

import {
  renderProformaInvoice,
  type ProformaInvoiceData,
} from '../../rendering/documents/proforma.pdf.ts';
import { paymentQr, type PaymentQrInput } from '../../rendering/documents/payment-qr.ts';
import type { DocumentKind } from './document.service.ts';

export const PROFORMA = 'PROFORMA';

/** What a pro-forma needs after its order's transaction: the invoice, its QR and its row. */
export interface ProformaDocumentData {
  invoice: Omit<ProformaInvoiceData, 'qrPng'>;
  payment: PaymentQrInput;
  year: number;
  seq: number;
  /** ISO instants, as the invoice row keeps them. */
  issuedAt: string;
  dueAt: string;
  /** The amount due in euros. */
  amount: number;
}

/** The pro-forma invoice (zálohová faktúra): rendered with its PAY by square QR, kept in `invoice`. */
export const proformaDocument: DocumentKind = {
  render: async (data) => {
    const { invoice, payment } = data as ProformaDocumentData;
    // Whole pixels per module keep the edges sharp however the PDF is scaled for print.
    const qr = await paymentQr(payment, { modulePixels: 4 });
    return renderProformaInvoice({ ...invoice, qrPng: qr.png });
  },
  store: async ({ invoices }, document, pdf) => {
    const data = document.data as ProformaDocumentData;
    await invoices.insert({
      orderId: document.orderId,
      year: data.year,
      seq: data.seq,
      number: document.number,
      issueDate: data.issuedAt,
      dueDate: data.dueAt,
      amount: data.amount,
      pdf,
    });
  },
};

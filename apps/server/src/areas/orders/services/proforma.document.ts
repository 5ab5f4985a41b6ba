import type { DocumentKind } from '../../documents/index.ts';
import { renderProformaInvoice, type ProformaInvoiceData } from '../rendering/proforma.pdf.ts';
import { paymentQr, type PaymentQrInput } from '../rendering/payment-qr.ts';

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
export const proformaDocument: DocumentKind<typeof PROFORMA, 'invoices'> = {
  uses: ['invoices'],
  render: async ({ invoice, payment }) => {
    // Whole pixels per module keep the edges sharp however the PDF is scaled for print.
    const qr = await paymentQr(payment, { modulePixels: 4 });
    return renderProformaInvoice({ ...invoice, qrPng: qr.png });
  },
  store: async ({ invoices }, { orderId, number, data }, pdf) => {
    await invoices.insert({
      orderId,
      year: data.year,
      seq: data.seq,
      number,
      issueDate: data.issuedAt,
      dueDate: data.dueAt,
      amount: data.amount,
      pdf,
    });
  },
};

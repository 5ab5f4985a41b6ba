import { renderProformaInvoice } from '../../rendering/documents/proforma.pdf.ts';
import { paymentQr } from '../../rendering/documents/payment-qr.ts';
import { PROFORMA } from './document-data.ts';
import type { DocumentKind } from './document.service.ts';

/** The pro-forma invoice (zálohová faktúra): rendered with its PAY by square QR, kept in `invoice`. */
export const proformaDocument: DocumentKind<typeof PROFORMA> = {
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

import { z } from 'zod';
import { order } from '../entities/index.ts';
import { PACKET_STATE } from '../delivery/packet.ts';
import { PAYMENT_METHODS } from '../orders/card-payment.ts';
import { EINVOICE_STATES } from '../tax-documents/einvoice-requirement.ts';
import { TAX_DOCUMENT_KINDS } from '../tax-documents/tax-document-kind.ts';
import { WITHDRAWAL_REASONS } from '../withdrawals/withdrawal-right.ts';
import { entityRowSchema, relatedRowSchema } from './row.answers.ts';
import { OrderedVoucherSchema, SpentVoucherSchema } from './gift-voucher.answers.ts';

const day = z.string().describe('YYYY-MM-DD');

/** One recorded status change of an order (`GET /api/orders/{id}/history`). */
export const StatusChangeSchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedBy: z.string(),
  changedDate: z.string(),
  note: z.string().nullable(),
});
export type StatusChange = z.output<typeof StatusChangeSchema>;

/** A document's e-invoice as its order lists it. */
export const OrderDocumentEInvoiceSchema = z.object({
  state: z.enum(EINVOICE_STATES),
  reason: z.string().nullable().describe('Why it was refused or failed the check, in Slovak'),
  messageId: z
    .string()
    .nullable()
    .describe("The access point's message id once sent: SENT always has one"),
  url: z.string().nullable().describe("The XML's download path; null when there is none"),
});
export type OrderDocumentEInvoice = z.output<typeof OrderDocumentEInvoiceSchema>;

/** One of an order's documents as `GET /api/orders/{id}/documents` lists it. */
export const OrderDocumentSchema = z.object({
  number: z.string().describe("The document's number; also its {docId} in the download path"),
  type: z.enum(['PROFORMA', ...TAX_DOCUMENT_KINDS]),
  title: z.string(),
  issueDate: day,
  taxPointDate: day.nullable().describe('The pro-forma has none'),
  total: z.number().describe('Euros, VAT included (negative on a credit note)'),
  amountDue: z.number(),
  referencedNumber: z.string().nullable(),
  reason: z.string().nullable(),
  ready: z.boolean().describe('False while the PDF is being rendered'),
  filename: z.string(),
  url: z.string().describe('The download path, for the signed-in owner or an admin'),
  einvoice: OrderDocumentEInvoiceSchema.nullable().describe('Null for the pro-forma'),
});
export type OrderDocument = z.output<typeof OrderDocumentSchema>;

/** The order's Packeta packet; the owner also sees Packeta's id and the last error. */
export const PacketViewSchema = z.object({
  state: z.enum(PACKET_STATE),
  stateLabel: z.string(),
  barcode: z.string().nullable(),
  barcodeText: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  packetId: z.string().nullable().optional(),
  lastError: z.string().nullable().optional(),
  attempts: z.number().optional(),
  carrierStatusText: z.string().nullable().optional(),
  updatedDate: z.string().optional(),
});
export type PacketView = z.output<typeof PacketViewSchema>;

/** An order's crafted product, nested as a relation is (its plain fields, or its id alone). */
const NestedPieceSchema = relatedRowSchema('craftedProduct');

/** A line as the order's JSON shows it: its crafted product nested as the order's own is. */
export const OrderItemSchema = z.object({
  id: z.number(),
  position: z.number(),
  craftedProduct: NestedPieceSchema,
  price: z.number().nullable(),
  copies: z.number(),
  snapshot: z.string().nullable(),
  withdrawalReason: z
    .enum(WITHDRAWAL_REASONS)
    .nullable()
    .describe('What the order form told of withdrawing from the line'),
});
export type OrderItemView = z.output<typeof OrderItemSchema>;

/** A refund back to the card, of a credit note or of an overpayment, as the order shows it. */
export const CardRefundViewSchema = z.object({
  creditNoteNumber: z
    .string()
    .nullable()
    .describe('The credit note it pays back; null: a card payment the order no longer owed'),
  amountCents: z.number(),
  state: z.enum(['TO_SEND', 'SENDING', 'PENDING', 'SUCCEEDED', 'FAILED']),
  stateLabel: z.string(),
  failureReason: z.string().nullable().describe("Stripe's reason of a refused refund"),
});

/**
 * An order as the API answers it: the model's fields, its lines, what is left to pay, its
 * packet, and how it is paid (a card's payment page while it is open, its payment, its refunds).
 */
export const OrderAnswerSchema = entityRowSchema(order, {
  items: z.array(OrderItemSchema),
  amountDue: z.number().describe('What is still to pay, in EUR'),
  vouchers: z.array(SpentVoucherSchema).describe('Gift vouchers spent on it'),
  giftVouchers: z.array(OrderedVoucherSchema).describe('Gift vouchers it buys'),
  packet: PacketViewSchema.nullable().describe('Null until the order has a Packeta packet'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  checkoutUrl: z.string().nullable().describe("The card payment's page while it is open"),
  cardPaymentId: z.string().nullable().describe("The card gateway's payment, once paid"),
  cardRefunds: z.array(CardRefundViewSchema),
});
export type OrderAnswer = z.output<typeof OrderAnswerSchema>;

/** `POST /api/orders/{id}/card-payment`: a fresh payment page of an unpaid card order. */
export const CardCheckoutAnswerSchema = z
  .object({ checkoutUrl: z.string().describe("The gateway's payment page, as it gave it") })
  .describe('A fresh payment page of the order');
export type CardCheckoutAnswer = z.output<typeof CardCheckoutAnswerSchema>;

/**
 * `POST /api/orders/lookup`: the order a page's number names, as far as its page needs it: the
 * row the order's own routes take, the number the page shows, and where the order stands.
 */
export const OrderLookupAnswerSchema = z
  .object({
    id: z.number().describe("The order's row, for its routes; never shown to a person"),
    number: z.string().describe('The number its customer knows it by (the variable symbol)'),
    status: z.string(),
  })
  .describe('The order of a number');
export type OrderLookupAnswer = z.output<typeof OrderLookupAnswerSchema>;

/** How to pay an order by transfer (`GET /api/orders/{id}/payment`), with the PAY by square QR. */
export const PaymentAnswerSchema = z.object({
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  beneficiary: z.string(),
  iban: z.string(),
  bank: z.string().nullable(),
  amount: z.number(),
  amountText: z.string().describe('The amount as a person reads it, e.g. 89,05 €'),
  variableSymbol: z.string(),
  dueDate: z.string().nullable(),
  payBySquare: z.string().describe('The PAY by square payload'),
  qrPng: z.string().describe('The QR code, a base64 PNG'),
});
export type PaymentAnswer = z.output<typeof PaymentAnswerSchema>;

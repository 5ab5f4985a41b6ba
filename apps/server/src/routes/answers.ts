import { z } from 'zod';

/*
 * The JSON answers of the shop's own routes. Each names the fields a client relies on; the rest
 * of the object passes through as the service builds it (loose objects), so documenting an
 * answer never drops a field the web app reads.
 */

const day = z.string().describe('YYYY-MM-DD');

/**
 * An object answer naming the fields clients rely on, the others passing through. Typed as the
 * named fields alone: the services' interfaces, which the handlers return, have no index
 * signature.
 */
const answer = <S extends z.ZodRawShape>(shape: S) =>
  z.looseObject(shape) as unknown as z.ZodObject<S>;

/** An object of the service's own shape. */
const anyObject = z.looseObject({}) as unknown as z.ZodType<object>;

export const UserAnswerSchema = answer({
  id: z.number(),
  login: z.string(),
  email: z.string().nullish(),
  activated: z.boolean(),
  authorities: z.array(z.string()),
});

export const LegalPageVersionSchema = answer({
  slug: z.string(),
  version: z.number(),
  title: z.string(),
});
export const LegalPageSchema = LegalPageVersionSchema.extend({ text: z.string() });

export const BasketItemSchema = answer({
  id: z.number(),
  position: z.number(),
  craftedProduct: anyObject,
  priceWhenAdded: z.number().nullable(),
  dispatchDate: day.optional(),
});
export const BasketSchema = answer({
  items: z.array(BasketItemSchema),
  count: z.number(),
  itemsTotal: z.number(),
  courierPostage: z.number(),
});

export const StatusChangeSchema = answer({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedBy: z.string(),
  changedDate: z.string(),
  note: z.string().nullable(),
});

export const OrderDocumentSchema = answer({
  number: z.string(),
  type: z.string(),
  title: z.string(),
  issueDate: day,
  taxPointDate: day.nullable(),
});

export const PaymentSchema = anyObject.describe('Payment details and PAY by square QR');

export const WithdrawalSchema = answer({ id: z.number() });

export const WithdrawableOrderSchema = answer({
  orderNumber: z.string(),
  orderDate: z.string(),
  buyerName: z.string().nullable(),
  companyBuyer: z.boolean(),
  lines: z.array(anyObject),
});

export const BankStatementSchema = answer({
  id: z.number(),
  accountIban: z.string(),
  bankStatementId: z.string(),
  importedDate: z.string(),
});
export const BankImportSummarySchema = answer({
  id: z.number(),
  entries: z.number(),
  matched: z.number(),
  toReview: z.number(),
  alreadyKnown: z.number(),
});
export const BankEntrySchema = answer({ id: z.number() });
export const BankStatementsSchema = z.array(BankStatementSchema);
export const BankStatementEntriesSchema = answer({
  statement: BankStatementSchema,
  entries: z.array(BankEntrySchema),
});
/** A SEPA transfer file of refunds, as the owner's list shows it (issue 48). */
export const RefundTransferFileSchema = z.object({
  messageId: z.string().describe('The file’s MsgId'),
  exportedAt: z.string().describe('ISO 8601 instant'),
  exportedBy: z.string(),
  count: z.number().int(),
  sumCents: z.number().int(),
  confirmedAt: z
    .string()
    .nullable()
    .describe('Sent to the bank, as the owner confirmed (ISO 8601); null: not yet'),
  confirmedBy: z.string().nullable(),
});

export const BankReviewSchema = answer({
  entries: z.array(BankEntrySchema),
  refunds: z.array(anyObject),
  transfers: z.array(RefundTransferFileSchema),
});

export const OriginalProgressSchema = answer({
  state: z.string(),
  offset: z.number(),
  length: z.number(),
  reason: z.string().optional(),
});

const corner = z.tuple([z.number(), z.number()]).readonly();
export const OwnWallPlacementSchema = answer({
  width: z.number(),
  height: z.number(),
  sheet: answer({ corners: z.array(corner) }),
  at: answer({ x: z.number(), y: z.number() }),
}).nullable();

export const VatSummarySchema = answer({
  month: z.string(),
  rates: z.array(anyObject),
  total: anyObject,
});

/** Management's reports: objects whose keys are the report's own (loggers, settings, ...). */
export const ReportSchema = anyObject;
export const InfoSchema = answer({
  activeProfiles: z.array(z.string()),
  build: answer({ name: z.string(), version: z.string() }),
});
export const PriceDifferencesAnswerSchema = answer({
  price: z.number(),
  priceCents: z.number(),
  differences: anyObject,
});
export const HealthSchema = answer({ status: z.enum(['UP', 'DOWN']) });

export const ReorderSchema = answer({
  basket: BasketSchema,
  changes: z.array(anyObject),
});

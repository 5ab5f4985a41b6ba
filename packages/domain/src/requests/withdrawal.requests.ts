import { z } from 'zod';
import { typeError } from '../validation/constraints.ts';
import { emailSchema } from '../validation/email.ts';
import { IdSchema } from '../validation/ids.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';
import type { WithdrawalPeriod } from '../withdrawals/withdrawal-period.ts';
import type { WithdrawalReason } from '../withdrawals/withdrawal-right.ts';

/**
 * The number a customer knows their order by (its variable symbol, never the row id): digits,
 * as they are printed; spaces a customer copies along are dropped.
 */
const OrderNumberSchema = z
  .string({ error: typeError })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{1,10}$/, { error: 'Pattern' }));

/** How a customer names their order without signing in: its number and the order's e-mail. */
export const WithdrawalLookupSchema = z.object({
  orderNumber: OrderNumberSchema,
  email: emailSchema(),
});
export type WithdrawalLookupRequest = z.infer<typeof WithdrawalLookupSchema>;

/**
 * `POST /api/withdrawals`: without `lines`, every line that allows withdrawal is withdrawn.
 * The name the statement is made in defaults to the order's.
 */
export const WithdrawalRequestSchema = WithdrawalLookupSchema.extend({
  lines: z.array(IdSchema, { error: typeError }).min(1, { error: 'Size' }).max(100).optional(),
  reason: LongTextSchema.trim().max(1000, { error: 'Size' }).nullish(),
  name: LineTextSchema.trim().max(200, { error: 'Size' }).nullish(),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

/** One line of an order as the withdrawal page offers it. */
export interface WithdrawableLine {
  /** The crafted product of the line: what `lines` names. */
  craftedProductId: number;
  position: number;
  title: string;
  copies: number;
  priceCents: number;
  withdrawable: boolean;
  reason: WithdrawalReason;
  /** The sentence shown beside the line. */
  wording: string;
  /** When the line was withdrawn (ISO instant), if it was. */
  withdrawnAt: string | null;
}

/** An order as the withdrawal page shows it, found by its number and e-mail. */
export interface WithdrawableOrder {
  orderNumber: string;
  orderDate: string;
  buyerName: string | null;
  /** A company's order: no line can be withdrawn. */
  companyBuyer: boolean;
  period: WithdrawalPeriod;
  lines: WithdrawableLine[];
}

/** Where a withdrawal stands on the owner's side. */
export const WITHDRAWAL_STATES = ['NAHLASENE', 'TOVAR_PRIJATY'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export const WITHDRAWAL_STATE_LABELS: Readonly<Record<WithdrawalState, string>> = {
  NAHLASENE: 'Nahlásené',
  TOVAR_PRIJATY: 'Tovar prijatý späť',
};

/** A withdrawal, as its acknowledgement and the back office show it. */
export interface WithdrawalView {
  id: number;
  orderId: number;
  orderNumber: string;
  /** When the customer confirmed it (ISO instant): the moment the acknowledgement names. */
  submittedAt: string;
  name: string;
  email: string;
  reason: string | null;
  state: WithdrawalState;
  lines: { craftedProductId: number; position: number; title: string; priceCents: number }[];
  /** Once the goods are back: when, by whom, and the credit note issued for the lines. */
  receivedAt: string | null;
  receivedBy: string | null;
  creditNoteNumber: string | null;
  /** What the credit note refunds: the lines and the postage the rule gives back. */
  refundCents: number | null;
  postageRefundCents: number | null;
  /** The account the refund goes to: the one the customer paid from, or the owner's entry. */
  refundIban: string | null;
}

/**
 * The answer to `POST /api/withdrawals` (201): the withdrawal, and a signed link to its
 * acknowledgement PDF that works without signing in (the same PDF the mail carries).
 */
export interface WithdrawalReceipt extends WithdrawalView {
  acknowledgementUrl: string;
}

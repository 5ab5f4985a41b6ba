import { z } from 'zod';
import { typeError } from '../validation/constraints.ts';
import type { RefundIbanSource } from '../payments/bank-entry.ts';
import type { WithdrawalView } from './withdrawal.requests.ts';

/** An IBAN as the owner types it; its checksum is weighed by the service (ibanProblem). */
const IbanInputSchema = z.string({ error: typeError }).trim().max(50, { error: 'Size' });

/** `POST /api/withdrawals/{id}/received`: the account to refund to, where the payment names none. */
export const WithdrawalReceivedSchema = z
  .object({ refundIban: IbanInputSchema.nullish() })
  .nullish()
  .transform((body) => body ?? {});
export type WithdrawalReceivedRequest = z.infer<typeof WithdrawalReceivedSchema>;

/** `PUT /api/withdrawals/{id}/refund-iban`. */
export const RefundIbanSchema = z.object({ refundIban: IbanInputSchema });
export type RefundIbanRequest = z.infer<typeof RefundIbanSchema>;

/** A withdrawal as the back office shows it: the view, its order's standing and its refund. */
export interface AdminWithdrawalView extends WithdrawalView {
  orderStatus: string;
  /** The IBAN the customer paid from, when a matched bank entry names it. */
  paidFromIban: string | null;
  /** Where the refund's account comes from; null: nobody knows it yet. */
  refundIbanSource: RefundIbanSource | null;
  /** Why no credit note was issued although the goods are back (e.g. the order was never paid). */
  noCreditNoteReason: string | null;
}

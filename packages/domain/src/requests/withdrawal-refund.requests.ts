import { z } from 'zod';
import { typeError } from '../validation/constraints.ts';

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

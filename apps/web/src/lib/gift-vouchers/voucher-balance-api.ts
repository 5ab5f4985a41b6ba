import { normalizeVoucherCode, type GiftVoucherBalance } from '@fotoobraz/domain';
import { api } from '../api/api-client';
import type { ProblemBody } from '../api/api-error';

/**
 * The refusals the code field explains under itself, in the server's own sentence: a toast
 * would say less and vanish while the customer still looks at the code.
 */
const REFUSALS = [400, 404, 410, 429] as const;

/** A code as the shop knows it: what is left on it, or why it cannot be spent. */
export type VoucherCheck =
  { ok: true; balance: GiftVoucherBalance } | { ok: false; status: number; detail: string | null };

/**
 * `GET /api/gift-vouchers/{code}`: the voucher's value, balance and last day (in euros), for
 * anyone who holds the code; a used-up voucher is an answer too, with balance 0.
 */
export const checkVoucherCode = async (
  code: string,
  signal?: AbortSignal,
): Promise<VoucherCheck> => {
  const answer = await api.get<GiftVoucherBalance | ProblemBody>(
    `api/gift-vouchers/${encodeURIComponent(normalizeVoucherCode(code))}`,
    { acceptStatuses: REFUSALS, signal },
  );
  if (answer.status >= 200 && answer.status < 300) {
    return { ok: true, balance: answer.data as GiftVoucherBalance };
  }
  const problem = (answer.data ?? {}) as ProblemBody;
  return {
    ok: false,
    status: answer.status,
    detail: typeof problem.detail === 'string' && problem.detail ? problem.detail : null,
  };
};

import type {
  WithdrawableOrder,
  WithdrawalLookupRequest,
  WithdrawalReceipt,
  WithdrawalRequest,
} from '@fotoobraz/domain';
import { api } from '../../../lib/api/api-client';
import type { ProblemBody } from '../../../lib/api/api-error';

/**
 * The refusals the withdrawal page explains itself, next to the form, in the server's own
 * sentence where it has one; a toast would say less and vanish.
 */
const REFUSALS = [400, 404, 409, 429] as const;

/** An answer of the withdrawal API: what was asked for, or the refusal as the page tells it. */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; problem: ProblemBody };

const answerOf = <T>({ data, status }: { data: unknown; status: number }): Answer<T> =>
  status >= 200 && status < 300
    ? { ok: true, data: data as T }
    : {
        ok: false,
        status,
        problem: typeof data === 'object' && data !== null ? (data as ProblemBody) : {},
      };

/** `POST /api/withdrawals/lookup`: the order by its number and e-mail, without signing in. */
export const lookupOrder = async (
  request: WithdrawalLookupRequest,
): Promise<Answer<WithdrawableOrder>> =>
  answerOf(await api.post('api/withdrawals/lookup', request, { acceptStatuses: REFUSALS }));

/** `POST /api/withdrawals`: the confirmed withdrawal (201), with its acknowledgement's link. */
export const submitWithdrawal = async (
  request: WithdrawalRequest,
): Promise<Answer<WithdrawalReceipt>> =>
  answerOf(await api.post('api/withdrawals', request, { acceptStatuses: REFUSALS }));

import type { Translate } from '../../../lib/api/error-messages';
import type { Answer } from '../api/withdrawals-api';

type Refusal = Extract<Answer<unknown>, { ok: false }>;

/**
 * The refusals whose `detail` the server words in Slovak for the customer (the API's contract):
 * the withdrawal's, and a gift voucher's that cannot be withdrawn.
 */
const WORDED_BY_SERVER = /^error\.(withdrawal|giftvoucher)\./;

/**
 * What the page says of a refusal: the server's Slovak sentence where its key promises one (it
 * names the exempt lines, the end of the period, why a voucher cannot be withdrawn), else the
 * page's own words for the status. A wrong number and a wrong e-mail read alike, as the server
 * answers them.
 * @example refusalText({ ok: false, status: 404, problem: {} }, t) // -> t('withdrawal.errors.notFound')
 */
export const refusalText = (refusal: Refusal, t: Translate): string => {
  const { message, detail, fieldErrors } = refusal.problem;
  if (message && WORDED_BY_SERVER.test(message)) {
    return detail || t(message, { defaultValue: t('withdrawal.errors.unknown') });
  }
  switch (refusal.status) {
    case 404:
      return t('withdrawal.errors.notFound');
    case 409:
      return t('withdrawal.errors.already');
    case 429:
      return t('withdrawal.errors.tooMany');
    case 400:
      return fieldErrors?.length ? t('withdrawal.errors.invalid') : t('withdrawal.errors.unknown');
    default:
      return t('withdrawal.errors.unknown');
  }
};

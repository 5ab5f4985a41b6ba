import { MAX_VOUCHER_CODES, normalizeVoucherCode } from '@fotoobraz/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { enqueueToast } from '../toasts/toasts';
import { rememberVoucherCode } from './voucher-storage';

/** The voucher's QR code and its mail link open the shop with the code in this parameter. */
export const VOUCHER_CODE_PARAM = 'poukazka';

/**
 * The code's last group, all a notice needs to tell which voucher it means.
 * @example shortMaskOf('abcd-efgh-jkmn-pqrs') // -> '••••-PQRS'
 */
export const shortMaskOf = (code: string): string => `••••-${normalizeVoucherCode(code).slice(-4)}`;

/**
 * Any page opened with `?poukazka=<code>` remembers the code for the order form and says so;
 * the parameter then leaves the address, so a reload or a shared link does not say it again.
 */
export const VoucherCodeFromAddress = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const typed = search.get(VOUCHER_CODE_PARAM);
  useEffect(() => {
    if (typed === null) return;
    const kept = rememberVoucherCode(typed);
    if (kept === 'kept') {
      enqueueToast(t('giftVoucher.code.remembered', { code: shortMaskOf(typed) }), {
        variant: 'info',
      });
    } else if (kept === 'full') {
      enqueueToast(t('giftVoucher.code.full', { max: MAX_VOUCHER_CODES }), { variant: 'warning' });
    } else {
      enqueueToast(t('giftVoucher.code.linkMalformed'), { variant: 'warning' });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VOUCHER_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [typed, setSearch, t]);
  return null;
};

import type { QueryClient } from '@tanstack/react-query';
import {
  checkVoucherCode,
  type VoucherCheck,
} from '../../../lib/gift-vouchers/voucher-balance-api';
import { loadVoucherCodes } from '../../../lib/gift-vouchers/voucher-storage';

/*
 * Apart from the code field, as the wizard's placement sends the codes without the field's
 * components (and the form library they bring).
 */

/** A code's balance is asked for once a minute at most: it changes only when spent. */
const CHECK_STALE_MS = 60_000;

export const checkQuery = (code: string) => ({
  queryKey: ['giftVoucher', code] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => checkVoucherCode(code, signal),
  staleTime: CHECK_STALE_MS,
  retry: false,
});

/**
 * The remembered codes that can pay, as the shop last answered for them: what an order sends.
 * A code not yet checked, or refused, is not sent: the order would be refused for it.
 */
export const usableVoucherCodes = (client: QueryClient): string[] =>
  loadVoucherCodes().filter((code) => {
    const check = client.getQueryData<VoucherCheck>(checkQuery(code).queryKey);
    return check?.ok === true && check.balance.balance > 0;
  });

/**
 * Keeps an order's refusal of its codes (`refused`: code to i18n key, see refusedCodesOf) as
 * their latest answer, so the code field shows it on any page until the code is checked again.
 */
export const keepOrderRefusals = (
  client: QueryClient,
  refused: ReadonlyMap<string, string>,
  say: (key: string) => string,
): void => {
  for (const [code, key] of refused) {
    const check: VoucherCheck = { ok: false, status: 400, detail: say(key) };
    client.setQueryData(checkQuery(code).queryKey, check);
  }
};

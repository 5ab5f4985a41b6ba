import {
  isWellFormedVoucherCode,
  MAX_ORDERED_VOUCHERS,
  MAX_VOUCHER_CODES,
  normalizeVoucherCode,
  type GiftVoucherOrder,
} from '@fotoobraz/domain';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The gift vouchers a customer is about to buy, and the codes they mean to pay with: the server's
 * basket holds crafted pieces only, so these wait in the browser until the order takes them.
 */
export const GIFT_VOUCHERS_KEY = 'fotoobraz.giftVouchers';
/** Filled by the voucher's QR code and mail link (`?poukazka=`) as well as by the order form. */
export const VOUCHER_CODES_KEY = 'fotoobraz.voucherCodes';

const listeners = new Set<() => void>();
const announce = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the shop changed them: this one shows the same basket.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GIFT_VOUCHERS_KEY || event.key === VOUCHER_CODES_KEY)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

// The prerendered home page and a browser that refuses storage see none.
const read = (key: string): string | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, list: readonly unknown[]) => {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or refused storage keeps what it had; the page still shows the change until reload.
  }
  announce();
};

const listIn = (raw: string | null): unknown[] => {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

/** What was stored by an older page or typed into the storage by hand is dropped, not sent. */
/**
 * An entry of the stored list that has a voucher's shape. The header counts them on every page,
 * so this is a look at the shape, not the order form's schema (which would bring the validation
 * library into every page's first load); the order's answer judges each voucher whole.
 */
const isStoredVoucher = (entry: unknown): entry is GiftVoucherOrder => {
  const voucher = entry as Partial<GiftVoucherOrder> | null;
  return (
    typeof voucher === 'object' &&
    voucher !== null &&
    Number.isInteger(voucher.value) &&
    typeof voucher.recipientName === 'string' &&
    voucher.recipientName.trim() !== ''
  );
};

const vouchersIn = (raw: string | null): GiftVoucherOrder[] =>
  listIn(raw).filter(isStoredVoucher).slice(0, MAX_ORDERED_VOUCHERS);

const codesIn = (raw: string | null): string[] =>
  [
    ...new Set(
      listIn(raw)
        .filter((entry): entry is string => typeof entry === 'string')
        .map(normalizeVoucherCode)
        .filter(isWellFormedVoucherCode),
    ),
  ].slice(0, MAX_VOUCHER_CODES);

export const loadGiftVouchers = (): GiftVoucherOrder[] => vouchersIn(read(GIFT_VOUCHERS_KEY));

/** Whether one more voucher fits into one order. */
export const canAddGiftVoucher = (): boolean => loadGiftVouchers().length < MAX_ORDERED_VOUCHERS;

export const addGiftVoucher = (voucher: GiftVoucherOrder): void =>
  write(GIFT_VOUCHERS_KEY, [...loadGiftVouchers(), voucher].slice(0, MAX_ORDERED_VOUCHERS));

export const removeGiftVoucher = (index: number): void =>
  write(
    GIFT_VOUCHERS_KEY,
    loadGiftVouchers().filter((_, n) => n !== index),
  );

/** The vouchers waiting to be ordered, kept in step with every change of any tab. */
export const useGiftVouchers = (): GiftVoucherOrder[] => {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(GIFT_VOUCHERS_KEY),
    () => null,
  );
  return useMemo(() => vouchersIn(raw), [raw]);
};

/** The remembered codes, normalised, each once, at most MAX_VOUCHER_CODES. */
export const loadVoucherCodes = (): string[] => codesIn(read(VOUCHER_CODES_KEY));

/**
 * Remembers a code for the next order: 'kept' (now or before), 'malformed' when it cannot be one
 * the shop issued, 'full' when the order has room for no more.
 * @example rememberVoucherCode('abcd-efgh-jkmn-pqrs') // -> 'kept', stored as 'ABCDEFGHJKMNPQRS' (when well formed)
 */
export const rememberVoucherCode = (typed: string): 'kept' | 'malformed' | 'full' => {
  const code = normalizeVoucherCode(typed);
  const codes = loadVoucherCodes();
  if (codes.includes(code)) return 'kept';
  if (!isWellFormedVoucherCode(code)) return 'malformed';
  if (codes.length >= MAX_VOUCHER_CODES) return 'full';
  write(VOUCHER_CODES_KEY, [...codes, code]);
  return 'kept';
};

export const forgetVoucherCode = (code: string): void =>
  write(
    VOUCHER_CODES_KEY,
    loadVoucherCodes().filter((kept) => kept !== normalizeVoucherCode(code)),
  );

export const useVoucherCodes = (): string[] => {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(VOUCHER_CODES_KEY),
    () => null,
  );
  return useMemo(() => codesIn(raw), [raw]);
};

/** An order of the wizard's one piece spent the codes; the basket's vouchers wait still. */
export const clearVoucherCodes = (): void => write(VOUCHER_CODES_KEY, []);

/** An order took them: the vouchers are bought, the codes spent. */
export const clearOrderedVouchers = (): void => {
  write(GIFT_VOUCHERS_KEY, []);
  write(VOUCHER_CODES_KEY, []);
};

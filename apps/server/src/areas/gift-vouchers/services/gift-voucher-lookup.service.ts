import {
  centsToEuros,
  type GiftVoucherBalance,
  isWellFormedVoucherCode,
  normalizeVoucherCode,
  shopDay,
} from '@fotoobraz/domain';
import type { Clock } from '../../../lib/clock.ts';
import { formatDateSk } from '../../../rendering/documents/slovak-date.ts';
import { Problem } from '../../../lib/problem.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import { type GiftVoucherRepository, stateOf } from '../repositories/gift-voucher.repository.ts';

const refusal = (status: number, key: string, title: string, detail: string) =>
  new Problem({
    status,
    title,
    message: `error.giftvoucher.${key}`,
    body: { entityName: 'giftVoucher', errorKey: key, detail },
  });

export const VOUCHER_REFUSALS = {
  malformed: () =>
    refusal(
      400,
      'malformed',
      'No voucher code has this form',
      'Kód poukážky nemá správny tvar. Skontrolujte ho, prosím.',
    ),
  unknown: () =>
    refusal(
      404,
      'notfound',
      'No voucher has this code',
      'Darčeková poukážka s týmto kódom neexistuje. Skontrolujte, či ste kód opísali presne.',
    ),
  expired: (validUntil: string) =>
    refusal(
      410,
      'expired',
      'The voucher has expired',
      `Platnosť tejto darčekovej poukážky skončila ${formatDateSk(validUntil)}.`,
    ),
  notValid: () =>
    refusal(
      410,
      'notvalid',
      'The voucher is no longer valid',
      'Táto darčeková poukážka už nie je platná.',
    ),
};

/**
 * What a voucher's code is worth, for anyone who holds it (`GET /api/gift-vouchers/{code}`).
 * A code of the wrong form is told at once (its check character catches typos, no guess gets
 * that far but one in 32); a well-formed code that names no voucher counts towards the
 * address's misses, as the withdrawal lookup's do, so codes cannot be tried in bulk.
 */
export class GiftVoucherLookupService {
  constructor(
    private readonly giftVouchers: Pick<GiftVoucherRepository, 'byCodes'>,
    private readonly limits: AbuseLimits,
    private readonly now: Clock,
  ) {}

  async balance(typed: string, address: string): Promise<GiftVoucherBalance> {
    const code = normalizeVoucherCode(typed);
    if (!isWellFormedVoucherCode(code)) throw VOUCHER_REFUSALS.malformed();
    await this.limits.check(LIMITS.voucherMissesPerAddress, address);
    const [voucher] = await this.giftVouchers.byCodes([code]);
    if (!voucher?.validUntil) {
      await this.limits.record(LIMITS.voucherMissesPerAddress, address);
      throw VOUCHER_REFUSALS.unknown();
    }
    const state = stateOf(voucher, shopDay(this.now()));
    if (state === 'EXPIROVANA') throw VOUCHER_REFUSALS.expired(voucher.validUntil);
    if (state !== 'PLATNA' && state !== 'VYCERPANA') throw VOUCHER_REFUSALS.notValid();
    return {
      value: centsToEuros(voucher.valueCents),
      balance: centsToEuros(voucher.balanceCents),
      validUntil: voucher.validUntil,
    };
  }
}

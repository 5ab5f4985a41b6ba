import { shopDay } from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import { PollingWorker, type PollingWorkerOptions } from '../../../jobs/polling-worker.ts';
import type { GiftVoucherRepository } from '../repositories/gift-voucher.repository.ts';
import type { VoucherMailing } from '../services/voucher-mailing.ts';

/**
 * Sends the vouchers whose mail is due: at once when woken (after the payment that issued them)
 * and on every poll, which is how a voucher meant for a later day goes on that day. A voucher
 * whose mail failed `maxAttempts` times stays unsent, for the owner to see.
 */
export class GiftVoucherMailWorker extends PollingWorker {
  constructor(
    private readonly giftVouchers: Pick<GiftVoucherRepository, 'mailDue' | 'mailFailed'>,
    private readonly mailing: Pick<VoucherMailing, 'send'>,
    log: FastifyBaseLogger,
    options: PollingWorkerOptions,
  ) {
    super(log, 'gift vouchers', options, { pollMs: 15 * 60_000, leaseMs: 60_000, maxAttempts: 5 });
  }

  protected async workDue(): Promise<number> {
    const now = this.now();
    let sent = 0;
    for (const voucher of await this.giftVouchers.mailDue(shopDay(now), 50)) {
      if (this.stopping) break;
      if (voucher.mailAttempts >= this.maxAttempts) continue;
      try {
        if (await this.mailing.send(voucher, now)) sent++;
      } catch (error) {
        await this.giftVouchers.mailFailed(voucher.id, voucher.mailAttempts + 1);
        this.log.error({ err: error, voucherId: voucher.id }, 'gift vouchers: mailing failed');
      }
    }
    return sent;
  }
}

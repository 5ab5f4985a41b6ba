import fastifyPlugin from 'fastify-plugin';
import type { Kernel } from '../../kernel/kernel.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import { DatabaseRateCounter } from '../../repositories/limits/database-rate-counter.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { AbuseLimits } from '../../services/abuse-limits.ts';
import { readShopSettings } from '../../services/shop-settings.ts';
import { GiftVoucherMailWorker } from './jobs/gift-voucher-mail.worker.ts';
import { GiftVoucherRepository } from './repositories/gift-voucher.repository.ts';
import { registerGiftVoucherRoutes } from './routes/gift-voucher.routes.ts';
import { registerGiftVoucherAccountingRoutes } from './routes/gift-voucher-accounting.routes.ts';
import { GiftVoucherAccountingService } from './services/gift-voucher-accounting.service.ts';
import { GiftVoucherAdminService } from './services/gift-voucher-admin.service.ts';
import { GiftVoucherLookupService } from './services/gift-voucher-lookup.service.ts';
import { issueOnPayment, returnOnCancellation } from './services/gift-voucher.subscribers.ts';
import { VoucherMailing } from './services/voucher-mailing.ts';
import { VOUCHER_WITHDRAWAL_USES, VoucherWithdrawal } from './services/voucher-withdrawal.ts';
import { BoughtVoucherOffer } from './services/bought-voucher-offer.ts';

export {
  GiftVoucherRepository,
  orderedVoucherView,
} from './repositories/gift-voucher.repository.ts';
export {
  checkSendDays,
  plannedSpends,
  recordSpends,
  type PlannedSpend,
} from './services/voucher-spending.ts';
export { returnToVouchers } from './services/voucher-returns.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    giftVouchers: GiftVoucherRepository;
  }
}
provideRepositories({ giftVouchers: (database) => new GiftVoucherRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails issued gift vouchers on their day; started with the app. */
    giftVoucherMailWorker: GiftVoucherMailWorker;
  }
}

/**
 * Gift vouchers: bought with an order (the orders' placement writes them, and spends the codes
 * an order gives), issued with a code when that order is paid, mailed on their day, put back
 * when an order they paid is cancelled or withdrawn, looked up by their code; and the owner's
 * list, blocks, extensions, vouchers given by hand, and a bought one withdrawn (refunded), which
 * the customer's withdrawal function offers too (plugged into `app.withdrawalVouchers`).
 */
export const giftVouchersArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, now }) => {
    const giftVouchers = new GiftVoucherRepository(database);
    const catalogue = new CatalogueRepository(database);
    const settings = () => readShopSettings(catalogue);
    const mailing = new VoucherMailing(
      units.for(['giftVouchers', 'outbox']),
      settings,
      config.publicUrl,
    );
    // Its own pace, not the outbox's: a voucher's day is checked every quarter of an hour, and a
    // payment wakes it at once.
    const worker = new GiftVoucherMailWorker(giftVouchers, mailing, app.log, { now });
    app.decorate('giftVoucherMailWorker', worker);
    runWithApp(app, worker);
    const mailsDue = () => worker.wake();
    events.on('order.statusChanged', issueOnPayment(now, app.orders.workflow, mailsDue));
    events.on('order.statusChanged', returnOnCancellation(now));
    // With Redis, the misses are counted in the database too: an outage opens no fresh budget.
    const limits = new AbuseLimits(
      app.abuseLimitCounters,
      config.redisUrl ? new DatabaseRateCounter(database) : undefined,
    );
    const withdrawal = new VoucherWithdrawal(
      units.for(VOUCHER_WITHDRAWAL_USES),
      app.taxDocuments.issuer,
      now,
    );
    app.withdrawalVouchers.plug(new BoughtVoucherOffer(giftVouchers, withdrawal));
    registerGiftVoucherRoutes(
      app,
      new GiftVoucherLookupService(giftVouchers, limits, now),
      new GiftVoucherAdminService(
        giftVouchers,
        units.for(['giftVouchers']),
        settings,
        config.publicUrl,
        now,
        mailsDue,
      ),
      limits,
      withdrawal,
    );
    await registerGiftVoucherAccountingRoutes(app, new GiftVoucherAccountingService(giftVouchers));
  },
  {
    name: 'gift-vouchers',
    dependencies: ['accounts', 'orders', 'tax-documents', 'withdrawals'],
  },
);

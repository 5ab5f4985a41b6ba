import fastifyPlugin from 'fastify-plugin';
import type { Kernel } from '../../kernel/kernel.ts';
import { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { DatabaseRateCounter } from '../../repositories/limits/database-rate-counter.ts';
import { AbuseLimits } from '../../services/abuse-limits.ts';
import { readShopSettings } from '../../services/shop-settings.ts';
import { OrderHistoryRepository, OrderLineRepository } from '../orders/index.ts';
import { WithdrawalRefundRepository } from './repositories/withdrawal-refund.repository.ts';
import { WithdrawalRepository } from './repositories/withdrawal.repository.ts';
import { registerWithdrawalRefundRoutes } from './routes/withdrawal-refund.routes.ts';
import { registerWithdrawalRoutes } from './routes/withdrawal.routes.ts';
import { WithdrawalOwnerService } from './services/withdrawal-owner.service.ts';
import { WithdrawalService } from './services/withdrawal.service.ts';
import { SignedLinks } from '../../lib/signed-links.ts';
import { acknowledgementMail } from './services/withdrawal.subscribers.ts';
import { BoughtVoucherSocket, type BoughtVouchers } from './services/bought-vouchers.ts';

export { WithdrawalRefundRepository } from './repositories/withdrawal-refund.repository.ts';
export type { BoughtVouchers, VoucherStatement } from './services/bought-vouchers.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    withdrawals: WithdrawalRepository;
    withdrawalRefunds: WithdrawalRefundRepository;
  }
}
provideRepositories({
  withdrawals: (database) => new WithdrawalRepository(database),
  withdrawalRefunds: (database) => new WithdrawalRefundRepository(database),
});

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where the gift vouchers an order bought are plugged into the withdrawal function: the
     * gift-vouchers area depends on this one, so it offers them, not this area that asks.
     */
    withdrawalVouchers: { plug(vouchers: BoughtVouchers): void };
  }
}

/**
 * Withdrawals whole: the customer's withdrawal function (an order found by its number and
 * e-mail, its lines withdrawn, the acknowledgement mailed at once with its PDF), and the owner's
 * side (the goods received back, the refund due). The credit note of goods received back is the
 * tax documents' answer to `withdrawal.received`. The abuse limits count on the accounts area's
 * counters (Redis, or the database while Redis is away). An order's bought gift vouchers are
 * offered and withdrawn through `app.withdrawalVouchers`, once an area plugs them in.
 */
export const withdrawalsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, now }) => {
    const { documentLinks } = app;
    // With Redis, the misses are counted in the database too: an outage opens no fresh budget.
    const limits = new AbuseLimits(
      app.abuseLimitCounters,
      config.redisUrl ? new DatabaseRateCounter(database) : undefined,
    );
    const catalogue = new CatalogueRepository(database);
    const vouchers = new BoughtVoucherSocket();
    app.decorate('withdrawalVouchers', vouchers);
    events.on(
      'withdrawal.submitted',
      acknowledgementMail(documentLinks, config.publicUrl, vouchers),
    );
    registerWithdrawalRoutes(
      app,
      new WithdrawalService(
        new EntityRepository(database),
        new OrderLineRepository(database),
        new OrderHistoryRepository(database),
        new WithdrawalRepository(database),
        units.for(WithdrawalService.uses),
        limits,
        documentLinks,
        () => readShopSettings(catalogue),
        now,
        new SignedLinks(config.jwtSecret),
        vouchers,
      ),
      limits,
    );
    registerWithdrawalRefundRoutes(
      app,
      new WithdrawalOwnerService(
        units.for(WithdrawalOwnerService.uses),
        new WithdrawalRefundRepository(database),
        app.taxDocuments.repository,
        now,
      ),
    );
  },
  { name: 'withdrawals', dependencies: ['accounts', 'documents', 'orders', 'tax-documents'] },
);

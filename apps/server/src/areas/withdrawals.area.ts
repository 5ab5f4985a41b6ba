import fastifyPlugin from 'fastify-plugin';
import { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { EntityRepository } from '../repositories/entity.repository.ts';
import { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import { OrderLineRepository } from '../repositories/order-line.repository.ts';
import { WithdrawalRepository } from '../repositories/withdrawal.repository.ts';
import { registerWithdrawalRoutes } from '../routes/withdrawal.routes.ts';
import { AbuseLimits } from '../services/abuse-limits.ts';
import { readShopSettings } from '../services/shop-settings.ts';
import { acknowledgementMail } from '../services/withdrawals/withdrawal.subscribers.ts';
import { WithdrawalService } from '../services/withdrawals/withdrawal.service.ts';
import type { Kernel } from './kernel.ts';

/**
 * The customer's withdrawal function: an order found by its number and e-mail, its
 * lines withdrawn, and the acknowledgement mailed at once with its PDF. The abuse limits count
 * on the accounts area's counters (Redis, or the database while Redis is away).
 */
export const withdrawalsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, now }) => {
    const { documentLinks } = app;
    const limits = new AbuseLimits(app.abuseLimitCounters);
    const catalogue = new CatalogueRepository(database);
    events.on('withdrawal.submitted', acknowledgementMail(documentLinks, config.publicUrl));
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
      ),
      limits,
    );
  },
  { name: 'withdrawals', dependencies: ['accounts', 'documents', 'orders'] },
);

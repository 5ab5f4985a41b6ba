import fastifyPlugin from 'fastify-plugin';
import type { Kernel } from '../../kernel/kernel.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { WithdrawalRefundRepository } from '../withdrawals/index.ts';
import { BankStatementRepository } from './repositories/bank-statement.repository.ts';
import { registerBankStatementRoutes } from './routes/bank-statement.routes.ts';
import { BankStatementService } from './services/bank-statement.service.ts';
import { RefundExportRepository } from './repositories/refund-export.repository.ts';
import { registerRefundTransferRoutes } from './routes/refund-transfer.routes.ts';
import { RefundList } from './services/refund-list.ts';
import { RefundTransferService } from './services/refund-transfer.service.ts';
import { CardPayoutRepository } from './repositories/card-payout.repository.ts';
import { CardPayoutWorker } from './jobs/card-payout.worker.ts';
import { registerCardPayoutRoutes } from './routes/card-payout.routes.ts';
import { CardPayoutService } from './services/card-payout.service.ts';
import { runWithApp } from '../../kernel/background-job.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    bankStatements: BankStatementRepository;
    cardPayouts: CardPayoutRepository;
  }
}
provideRepositories({
  bankStatements: (database) => new BankStatementRepository(database),
  cardPayouts: (database) => new CardPayoutRepository(database),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Books the card gateway's payouts the statements bring; with a gateway only. */
    cardPayoutWorker?: CardPayoutWorker;
  }
}

/**
 * The money that comes in and goes out: the bank's statements, whose payments move orders on
 * through the orders' workflow, the card gateway's payouts booked against its payments, and the
 * SEPA file of the refunds due.
 */
export const paymentsArea = fastifyPlugin<Kernel>(
  async (app, { database, units, now, pollMs }) => {
    const bankStatements = new BankStatementRepository(database);
    const cardPayouts = new CardPayoutRepository(database);
    const gatewayPayouts = app.cardPayments.payouts;
    const payoutWorker =
      gatewayPayouts &&
      new CardPayoutWorker(
        cardPayouts,
        units.for(['bankStatements', 'cardPayouts']),
        gatewayPayouts,
        app.log.child({ logger: 'fotoobraz.cardPayouts' }),
        { pollMs: pollMs ?? 60_000, now },
      );
    if (payoutWorker) {
      app.decorate('cardPayoutWorker', payoutWorker);
      runWithApp(app, payoutWorker);
    }
    const exports = new RefundExportRepository(database);
    const settings = units.for([]);
    const transfers = new RefundTransferService(
      database,
      new RefundList(
        bankStatements,
        new WithdrawalRefundRepository(database),
        exports,
        app.cardPayments,
      ),
      exports,
      () => settings.run((_repositories, unit) => unit.shopSettings()),
      now,
    );
    await registerBankStatementRoutes(
      app,
      new BankStatementService(
        units.for(BankStatementService.uses),
        bankStatements,
        app.orders.workflow,
        transfers,
        app.cardPayments,
        now,
        payoutWorker && { queued: () => payoutWorker.wake() },
      ),
    );
    await registerRefundTransferRoutes(app, transfers);
    await registerCardPayoutRoutes(app, new CardPayoutService(cardPayouts));
  },
  { name: 'payments', dependencies: ['orders', 'card-payments'] },
);

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

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    bankStatements: BankStatementRepository;
  }
}
provideRepositories({ bankStatements: (database) => new BankStatementRepository(database) });

/**
 * The money that comes in and goes out: the bank's statements, whose payments move orders on
 * through the orders' workflow, and the SEPA file of the refunds due.
 */
export const paymentsArea = fastifyPlugin<Kernel>(
  async (app, { database, units, now }) => {
    const bankStatements = new BankStatementRepository(database);
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
      ),
    );
    await registerRefundTransferRoutes(app, transfers);
  },
  { name: 'payments', dependencies: ['orders', 'card-payments'] },
);

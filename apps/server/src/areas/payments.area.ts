import fastifyPlugin from 'fastify-plugin';
import { AccountingRepository } from '../repositories/accounting.repository.ts';
import { BankStatementRepository } from '../repositories/bank/bank-statement.repository.ts';
import { EInvoiceRepository } from '../repositories/einvoices/einvoice.repository.ts';
import { TaxDocumentRepository } from '../repositories/tax-document.repository.ts';
import { registerAccountingRoutes } from '../routes/accounting.routes.ts';
import { registerBankStatementRoutes } from '../routes/bank-statement.routes.ts';
import { AccountingService } from '../services/accounting.service.ts';
import { BankStatementService } from '../services/bank/bank-statement.service.ts';
import { TaxDocumentIssuer } from '../services/tax-documents/tax-document-issuer.ts';
import { WithdrawalRefundRepository } from '../repositories/withdrawal-refund.repository.ts';
import { registerWithdrawalRefundRoutes } from '../routes/withdrawal-refund.routes.ts';
import { RefundList } from '../services/bank/refund-list.ts';
import { WithdrawalCreditNote } from '../services/withdrawals/withdrawal-credit-note.ts';
import { WithdrawalOwnerService } from '../services/withdrawals/withdrawal-owner.service.ts';
import type { Kernel } from './kernel.ts';

/**
 * Money after the order: the tax documents each step of an order calls for, the credit notes
 * of withdrawals whose goods came back, the bank's statements that pay orders and the refunds
 * due, and the accountant's monthly documents.
 */
export const paymentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events }) => {
    const issuer = new TaxDocumentIssuer(app.documents, app.documentLinks, config.publicUrl);
    events.on('order.statusChanged', issuer);
    events.on('withdrawal.received', new WithdrawalCreditNote(issuer));
    const bankStatements = new BankStatementRepository(database);
    const withdrawals = new WithdrawalRefundRepository(database);
    await registerBankStatementRoutes(
      app,
      new BankStatementService(
        units.for(BankStatementService.uses),
        bankStatements,
        app.orders.workflow,
        new RefundList(bankStatements, withdrawals),
      ),
    );
    registerWithdrawalRefundRoutes(
      app,
      new WithdrawalOwnerService(
        units.for(WithdrawalOwnerService.uses),
        withdrawals,
        new TaxDocumentRepository(database),
      ),
    );
    registerAccountingRoutes(
      app,
      new AccountingService(
        new AccountingRepository(database),
        new TaxDocumentRepository(database),
        new EInvoiceRepository(database),
      ),
    );
  },
  { name: 'payments', dependencies: ['documents', 'orders'] },
);

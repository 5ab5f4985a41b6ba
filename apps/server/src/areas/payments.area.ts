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
import type { Kernel } from './kernel.ts';

/**
 * Money after the order: the tax documents each step of an order calls for, the bank's
 * statements that pay orders, and the accountant's monthly documents.
 */
export const paymentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events }) => {
    events.on(
      'order.statusChanged',
      new TaxDocumentIssuer(app.documents, app.documentLinks, config.publicUrl),
    );
    await registerBankStatementRoutes(
      app,
      new BankStatementService(
        units.for(BankStatementService.uses),
        new BankStatementRepository(database),
        app.orders.workflow,
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

import fastifyPlugin from 'fastify-plugin';
import { TAX_DOCUMENT_KINDS, type TaxDocumentKind } from '@fotoobraz/domain';
import type { Kernel } from '../../kernel/kernel.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { InvoiceRepository } from '../orders/index.ts';
import { EInvoiceWorker } from './jobs/einvoice.worker.ts';
import { AccountingRepository } from './repositories/accounting.repository.ts';
import { EInvoiceRepository } from './repositories/einvoice.repository.ts';
import { TaxDocumentRepository } from './repositories/tax-document.repository.ts';
import { registerAccountingRoutes } from './routes/accounting.routes.ts';
import { AccountingService } from './services/accounting.service.ts';
import { EInvoiceChecker } from './services/einvoices/einvoice-checker.ts';
import { PeppolHttpAccessPoint } from './services/einvoices/peppol-http.access-point.ts';
import { OrderTaxDocumentService } from './services/order-tax-documents.service.ts';
import { TaxDocumentIssuer } from './services/tax-document-issuer.ts';
import { TAX_DOCUMENT_MAKERS, type TaxDocumentData } from './services/tax-document.document.ts';
import { SignedLinks } from '../../lib/signed-links.ts';
import { withdrawalLinkOf } from '../../lib/withdrawal-link.ts';
import { WithdrawalCreditNote } from './services/withdrawal-credit-note.ts';

export type { OrderTaxDocumentService } from './services/order-tax-documents.service.ts';
export type { TaxDocumentRepository } from './repositories/tax-document.repository.ts';
export { NO_CREDIT_NOTE } from './services/withdrawal-credit-note.ts';
export { lineTitleOf } from './services/tax-document-content.ts';
export { ISSUER_USES, type TaxDocumentIssuer } from './services/tax-document-issuer.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    taxDocuments: TaxDocumentRepository;
    einvoices: EInvoiceRepository;
  }
}
provideRepositories({
  taxDocuments: (database) => new TaxDocumentRepository(database),
  einvoices: (database) => new EInvoiceRepository(database),
});

declare module '../documents/index.ts' {
  // Merged into the documents' table of kinds: every tax document kind, with its data.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentData extends Record<TaxDocumentKind, TaxDocumentData> {}
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the tax documents. */
    taxDocuments: {
      /** An order's documents for its pages: listed, downloaded (PDF, UBL), kept from deletion. */
      ofOrders: OrderTaxDocumentService;
      /** The issued documents, which the owner's withdrawals read to tell why none was issued. */
      repository: TaxDocumentRepository;
      /** Issues a credit note in another area's transaction (a gift voucher's withdrawal). */
      issuer: Pick<TaxDocumentIssuer, 'issueCreditNote'>;
    };
    /** Checks and delivers the e-invoices of issued tax documents; started with the app. */
    einvoiceWorker: EInvoiceWorker;
  }
}

/**
 * Tax documents whole, from their issue to their PDF and their e-invoice: the invoice, credit
 * note or receipt each step of an order calls for (a subscriber of `order.statusChanged`), the
 * credit note of a withdrawal whose goods came back (`withdrawal.received`), the Peppol BIS 3.0
 * e-invoice of a company's document, checked and delivered through the access point
 * `PEPPOL_AP_URL` (without one they are checked and kept, not sent), and the accountant's
 * monthly documents.
 */
export const taxDocumentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, events, pollMs, now }) => {
    const taxDocuments = new TaxDocumentRepository(database);
    const einvoices = new EInvoiceRepository(database);
    for (const [kind, maker] of TAX_DOCUMENT_MAKERS) app.documents.makes(kind, maker);

    const issuer = new TaxDocumentIssuer(
      app.documents,
      app.documentLinks,
      config.publicUrl,
      withdrawalLinkOf(new SignedLinks(config.jwtSecret), now),
      now,
    );
    events.on('order.statusChanged', issuer);
    events.on('withdrawal.received', new WithdrawalCreditNote(issuer, now));

    const accessPoint = config.peppolAccessPoint
      ? new PeppolHttpAccessPoint(config.peppolAccessPoint.url, config.peppolAccessPoint.token)
      : undefined;
    const worker = new EInvoiceWorker(
      einvoices,
      new EInvoiceChecker(),
      accessPoint,
      app.log,
      // Woken after each issuing commit; the poll only finds retries and other instances' work,
      // so it need not follow the tests' fast pace.
      { pollMs: Math.max(pollMs ?? 1000, 1000), now },
    );
    events.on('document.issued', {
      name: 'send the e-invoice',
      // Only tax documents have e-invoices; a pro-forma's placement need not wake the worker.
      afterCommit: ({ kind }) => {
        if ((TAX_DOCUMENT_KINDS as readonly string[]).includes(kind)) worker.wake();
      },
    });
    app.decorate('einvoiceWorker', worker);
    runWithApp(app, worker);

    registerAccountingRoutes(
      app,
      new AccountingService(
        new AccountingRepository(database),
        taxDocuments,
        einvoices,
        // The card payments' area comes later; it is there by the first request.
        (orderIds) => app.cardPayments.paymentsOf(orderIds),
      ),
    );
    app.decorate('taxDocuments', {
      ofOrders: new OrderTaxDocumentService(
        new EntityRepository(database),
        taxDocuments,
        new InvoiceRepository(database),
        app.documents,
        app.documentLinks,
        einvoices,
      ),
      repository: taxDocuments,
      issuer,
    });
  },
  { name: 'tax-documents', dependencies: ['documents'] },
);

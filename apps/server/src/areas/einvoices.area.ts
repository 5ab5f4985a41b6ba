import fastifyPlugin from 'fastify-plugin';
import { EInvoiceWorker } from '../jobs/einvoice.worker.ts';
import { EInvoiceRepository } from '../repositories/einvoices/einvoice.repository.ts';
import { PROFORMA } from '../services/documents/document-data.ts';
import { EInvoiceChecker } from '../services/einvoices/einvoice-checker.ts';
import { PeppolHttpAccessPoint } from '../services/einvoices/peppol-http.access-point.ts';
import { runWithApp } from './background-job.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks and delivers the e-invoices of issued tax documents; started with the app. */
    einvoiceWorker: EInvoiceWorker;
  }
}

/**
 * Structured e-invoices (Peppol BIS Billing 3.0) of the tax documents issued to companies: they
 * are written with the document; this area checks each one and delivers it through the access
 * point `PEPPOL_AP_URL` (without one they are checked and kept, not sent).
 */
export const einvoicesArea = fastifyPlugin<Kernel>(
  async (app, { config, database, events, pollMs }) => {
    const accessPoint = config.peppolAccessPoint
      ? new PeppolHttpAccessPoint(config.peppolAccessPoint.url, config.peppolAccessPoint.token)
      : undefined;
    const worker = new EInvoiceWorker(
      new EInvoiceRepository(database),
      new EInvoiceChecker(),
      accessPoint,
      app.log,
      // Woken after each issuing commit; the poll only finds retries and other instances' work,
      // so it need not follow the tests' fast pace.
      { pollMs: Math.max(pollMs ?? 1000, 1000) },
    );
    events.on('document.issued', {
      name: 'send the e-invoice',
      // Only tax documents have e-invoices; a pro-forma's placement need not wake the worker.
      afterCommit: ({ kind }) => {
        if (kind !== PROFORMA) worker.wake();
      },
    });
    app.decorate('einvoiceWorker', worker);
    runWithApp(app, worker);
  },
  { name: 'einvoices' },
);

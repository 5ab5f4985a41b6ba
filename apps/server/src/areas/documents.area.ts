import fastifyPlugin from 'fastify-plugin';
import { DocumentWorker } from '../jobs/document.worker.ts';
import { PendingDocumentRepository } from '../repositories/pending-document.repository.ts';
import { DocumentService } from '../services/documents/document.service.ts';
import { PROFORMA } from '../services/documents/document-data.ts';
import { proformaDocument } from '../services/documents/proforma.document.ts';
import { TAX_DOCUMENT_RENDERERS } from '../services/documents/tax-document.document.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues documents in a unit of work and renders them after it. */
    documents: DocumentService;
    /** Renders issued documents (their PDFs) and releases their mails; started with the app. */
    documentWorker: DocumentWorker;
  }
}

/**
 * The documents the shop issues (the pro-forma, the tax documents): numbered in the
 * transaction of the step that issues them, rendered to PDF and mailed after it.
 */
export const documentsArea = fastifyPlugin<Kernel>(
  async (app, { database, units, events, pollMs }) => {
    const documents = new DocumentService(
      new PendingDocumentRepository(database),
      units.for(DocumentService.uses),
      { [PROFORMA]: proformaDocument, ...TAX_DOCUMENT_RENDERERS },
    );
    const worker = new DocumentWorker(documents, app.log, { pollMs });
    events.on('document.issued', {
      name: 'wake the document worker',
      afterCommit: () => worker.wake(),
    });
    app.decorate('documents', documents);
    app.decorate('documentWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'documents' },
);

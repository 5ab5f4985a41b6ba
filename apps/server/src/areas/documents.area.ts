import fastifyPlugin from 'fastify-plugin';
import { DocumentWorker } from '../jobs/document.worker.ts';
import { DocumentLinks } from '../lib/document-links.ts';
import { PendingDocumentRepository } from '../repositories/pending-document.repository.ts';
import { DocumentService } from '../services/documents/document.service.ts';
import { PROFORMA } from '../services/documents/document-data.ts';
import { proformaDocument } from '../services/documents/proforma.document.ts';
import { TAX_DOCUMENT_RENDERERS } from '../services/documents/tax-document.document.ts';
import { runWithApp } from './background-job.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues documents in a unit of work and renders them after it. */
    documents: DocumentService;
    /** Signs the links a customer downloads a document by, without signing in. */
    documentLinks: DocumentLinks;
    /** Renders issued documents (their PDFs) and releases their mails; started with the app. */
    documentWorker: DocumentWorker;
  }
}

/**
 * The documents the shop issues (the pro-forma, the tax documents): numbered in the
 * transaction of the step that issues them, rendered to PDF and mailed after it.
 */
export const documentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, pollMs }) => {
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
    app.decorate('documentLinks', new DocumentLinks(config.jwtSecret, config.publicUrl));
    app.decorate('documentWorker', worker);
    runWithApp(app, worker);
  },
  { name: 'documents' },
);

import fastifyPlugin from 'fastify-plugin';
import { DocumentLinks } from '../../lib/document-links.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { DocumentWorker } from './jobs/document.worker.ts';
import { PendingDocumentRepository } from './repositories/pending-document.repository.ts';
import { DocumentService } from './services/document.service.ts';

export type { DocumentKind, DocumentService } from './services/document.service.ts';
export type {
  DocumentData,
  DocumentKindName,
  NewPendingDocument,
  PendingDocument,
} from './services/document-data.ts';
export type { DocumentMail } from './repositories/pending-document.repository.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    pendingDocuments: PendingDocumentRepository;
  }
}
provideRepositories({ pendingDocuments: (database) => new PendingDocumentRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues documents in a unit of work and renders them after it; areas register their kinds. */
    documents: DocumentService;
    /** Signs the links a customer downloads a document by, without signing in. */
    documentLinks: DocumentLinks;
    /** Renders issued documents (their PDFs) and releases their mails; started with the app. */
    documentWorker: DocumentWorker;
  }
}

/**
 * The documents the shop issues (the pro-forma, the tax documents): numbered in the
 * transaction of the step that issues them, rendered to PDF and mailed after it. The area that
 * issues a kind says how it is made (`app.documents.makes(kind, …)`).
 */
export const documentsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, events, pollMs, now }) => {
    const documents = new DocumentService(new PendingDocumentRepository(database), units);
    const worker = new DocumentWorker(documents, app.log, { pollMs, now });
    events.on('document.issued', {
      name: 'wake the document worker',
      afterCommit: () => worker.wake(),
    });
    app.decorate('documents', documents);
    app.decorate('documentLinks', new DocumentLinks(config.jwtSecret, config.publicUrl, now));
    app.decorate('documentWorker', worker);
    runWithApp(app, worker);
  },
  { name: 'documents' },
);

import fastifyPlugin from 'fastify-plugin';
import { OutboxWorker } from '../../jobs/outbox.worker.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { AuditRepository } from '../../repositories/audit.repository.ts';
import { mailTransportFor } from '../../repositories/mail/mail-transport.ts';
import { OutboxRepository } from '../../repositories/mail/outbox.repository.ts';
import { metrics } from '../../repositories/metrics.repository.ts';
import { SystemProbeRepository } from './repositories/system-probe.repository.ts';
import { registerManagementRoutes } from './routes/management.routes.ts';
import { ManagementService } from './services/management.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued mails; started when the app is ready, stopped (gracefully) when it closes. */
    outboxWorker: OutboxWorker;
  }
}

/**
 * Running the shop: health, info, metrics, logs and audits for the owner, and the mail outbox's
 * worker, tied to the app's life. What it reports of other areas (the abuse limits' store, the
 * pick-up points' feed) it asks their decorators when a report is read.
 */
export const managementArea = fastifyPlugin<Kernel>(
  async (app, { config, database, events, pollMs, now }) => {
    const outbox = new OutboxRepository(database);
    const mailLog = app.log.child({ logger: 'fotoobraz.mail' });
    metrics.watchOutbox(async () => ({ backlog: await outbox.backlog() }));
    registerManagementRoutes(
      app,
      config,
      new ManagementService(
        config,
        new SystemProbeRepository(database),
        outbox,
        new AuditRepository(database),
        metrics,
        new Map([
          ['ROOT', app.log],
          ['fotoobraz.mail', mailLog],
        ]),
        () => app.abuseLimitCounters.health(),
        {
          pickupPoints: () => app.pickupPoints.health(),
          cardGateway: () => app.cardPayments.health(),
        },
      ),
    );

    const outboxWorker = new OutboxWorker(outbox, mailTransportFor(config, mailLog), mailLog, {
      pollMs,
      now,
    });
    events.on('mail.queued', {
      name: 'wake the mail outbox',
      afterCommit: () => outboxWorker.wake(),
    });
    app.decorate('outboxWorker', outboxWorker);
    runWithApp(app, outboxWorker);
  },
  { name: 'management', dependencies: ['accounts'] },
);

import fastifyPlugin from 'fastify-plugin';
import { OutboxWorker } from '../jobs/outbox.worker.ts';
import { RetentionJob } from '../jobs/retention.job.ts';
import { AuditRepository } from '../repositories/audit.repository.ts';
import { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { JobLeaseRepository } from '../repositories/job-lease.repository.ts';
import { mailTransportFor } from '../repositories/mail/mail-transport.ts';
import { OutboxRepository } from '../repositories/mail/outbox.repository.ts';
import { metrics } from '../repositories/metrics.repository.ts';
import { PickupPointRefreshRepository } from '../repositories/pickup-point-refresh.repository.ts';
import { PickupPointRepository } from '../repositories/pickup-point.repository.ts';
import { RetentionRepository } from '../repositories/retention.repository.ts';
import { SystemProbeRepository } from '../repositories/system-probe.repository.ts';
import { registerManagementRoutes } from '../routes/management.routes.ts';
import { ManagementService } from '../services/management.service.ts';
import { pickupPointHealth } from '../services/pickup-points/pickup-point-health.ts';
import { runWithApp } from './background-job.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued mails; started when the app is ready, stopped (gracefully) when it closes. */
    outboxWorker: OutboxWorker;
    /** Deletes uploads that were never ordered, daily; started and stopped with the app. */
    retentionJob: RetentionJob;
  }
}

/**
 * Running the shop: health, info, metrics, logs and audits for the owner, and the background
 * work tied to the app's life (the mail outbox, the retention of unordered uploads).
 */
export const managementArea = fastifyPlugin<Kernel>(
  async (app, { config, database, events, pollMs }) => {
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
        () =>
          pickupPointHealth(
            new PickupPointRepository(database),
            new PickupPointRefreshRepository(database),
            config.packeta.feedUrl !== undefined,
          ),
      ),
    );

    const outboxWorker = new OutboxWorker(outbox, mailTransportFor(config, mailLog), mailLog, {
      pollMs,
    });
    const retention = new RetentionJob(
      new RetentionRepository(database),
      new JobLeaseRepository(database),
      new CatalogueRepository(database),
      metrics,
      app.log.child({ logger: 'fotoobraz.retention' }),
    );
    events.on('mail.queued', {
      name: 'wake the mail outbox',
      afterCommit: () => outboxWorker.wake(),
    });
    app.decorate('outboxWorker', outboxWorker);
    app.decorate('retentionJob', retention);
    runWithApp(app, outboxWorker);
    runWithApp(app, retention);
  },
  { name: 'management', dependencies: ['accounts'] },
);

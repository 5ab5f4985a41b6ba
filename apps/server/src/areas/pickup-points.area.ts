import fastifyPlugin from 'fastify-plugin';
import { PickupPointRefreshJob } from '../jobs/pickup-point-refresh.job.ts';
import { JobLeaseRepository } from '../repositories/job-lease.repository.ts';
import { PickupPointRefreshRepository } from '../repositories/pickup-point-refresh.repository.ts';
import { PickupPointRepository } from '../repositories/pickup-point.repository.ts';
import { registerPickupPointRoutes } from '../routes/pickup-point.routes.ts';
import { AbuseLimits } from '../services/abuse-limits.ts';
import { runWithApp } from './background-job.ts';
import type { Kernel } from './kernel.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refreshes Packeta's pick-up points daily; started and stopped with the app. */
    pickupPointRefreshJob: PickupPointRefreshJob;
  }
}

/**
 * Packeta's pick-up points: the daily refresh from the carrier's feed (the dev profile's fixture
 * feed while none succeeded) and the search the order form picks a point with.
 */
export const pickupPointsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units }) => {
    const points = new PickupPointRepository(database);
    const job = new PickupPointRefreshJob(
      units.for(['pickupPoints']),
      new PickupPointRefreshRepository(database),
      new JobLeaseRepository(database),
      app.log.child({ logger: 'fotoobraz.pickup-points' }),
      {
        feedUrl: config.packeta.feedUrl,
        devFixture: config.profile === 'dev',
        countPoints: () => points.count(),
      },
    );
    registerPickupPointRoutes(app, points, new AbuseLimits(app.abuseLimitCounters));
    app.decorate('pickupPointRefreshJob', job);
    // Before the first request: `npm start` serves a working picker at once.
    app.addHook('onReady', () => job.loadDevFixtureIfNeeded().then(() => undefined));
    runWithApp(app, job);
  },
  { name: 'pickup-points', dependencies: ['accounts'] },
);

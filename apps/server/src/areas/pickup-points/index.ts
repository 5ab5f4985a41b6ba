import fastifyPlugin from 'fastify-plugin';
import { runWithApp } from '../../kernel/background-job.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { JobLeaseRepository } from '../../repositories/job-lease.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { AbuseLimits } from '../../services/abuse-limits.ts';
import { PickupPointRefreshJob } from './jobs/pickup-point-refresh.job.ts';
import { PickupPointRefreshRepository } from './repositories/pickup-point-refresh.repository.ts';
import { PickupPointRepository } from './repositories/pickup-point.repository.ts';
import { registerPickupPointRoutes } from './routes/pickup-point.routes.ts';
import { pickupPointHealth, type PickupPointHealth } from './services/pickup-point-health.ts';

export { PickupPointRepository } from './repositories/pickup-point.repository.ts';
export { chosenPickupPoint } from './services/chosen-pickup-point.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    pickupPoints: PickupPointRepository;
  }
}
provideRepositories({ pickupPoints: (database) => new PickupPointRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** Refreshes Packeta's pick-up points daily; started and stopped with the app. */
    pickupPointRefreshJob: PickupPointRefreshJob;
    /** What other areas use of the points: their part of the shop's health. */
    pickupPoints: { health(): Promise<PickupPointHealth> };
  }
}

/**
 * Packeta's pick-up points: the daily refresh from the carrier's feed (the dev profile's fixture
 * feed while none succeeded) and the search the order form picks a point with.
 */
export const pickupPointsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, now }) => {
    const points = new PickupPointRepository(database);
    const refreshes = new PickupPointRefreshRepository(database);
    const job = new PickupPointRefreshJob(
      units.for(['pickupPoints']),
      refreshes,
      new JobLeaseRepository(database),
      app.log.child({ logger: 'fotoobraz.pickup-points' }),
      now,
      {
        feedUrl: config.packeta.feedUrl,
        devFixture: config.profile === 'dev',
        countPoints: () => points.count(),
      },
    );
    registerPickupPointRoutes(app, points, new AbuseLimits(app.abuseLimitCounters));
    app.decorate('pickupPointRefreshJob', job);
    app.decorate('pickupPoints', {
      health: () => pickupPointHealth(points, refreshes, config.packeta.feedUrl !== undefined),
    });
    // Before the first request: `npm start` serves a working picker at once.
    app.addHook('onReady', () => job.loadDevFixtureIfNeeded().then(() => undefined));
    runWithApp(app, job);
  },
  { name: 'pickup-points', dependencies: ['accounts'] },
);

import fastifyPlugin from 'fastify-plugin';
import { JwtCodec } from '../../lib/jwt.ts';
import { registerAuth } from '../../plugins/auth.ts';
import { AccountRepository } from './repositories/account.repository.ts';
import { AuditRepository } from '../../repositories/audit.repository.ts';
import { rateCounterFor, type AbuseLimitCounters } from '../../repositories/limits/rate-counter.ts';
import { metrics } from '../../repositories/metrics.repository.ts';
import { UserRepository } from '../../repositories/user.repository.ts';
import { registerAccountRoutes } from './routes/account.routes.ts';
import { registerUserRoutes } from './routes/user.routes.ts';
import { AbuseLimits } from '../../services/abuse-limits.ts';
import { AccountService } from './services/account.service.ts';
import { UserManagementService } from './services/user-management.service.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    accounts: AccountRepository;
  }
}
provideRepositories({ accounts: (database) => new AccountRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** The abuse limits' counters: the management area reports their store's health. */
    abuseLimitCounters: AbuseLimitCounters;
  }
}

/**
 * Who the caller is (the bearer token, checked against the user's security stamp on every
 * request), registration and sign-in under abuse limits, and the admins' user management.
 */
export const accountsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units, now }) => {
    const jwt = new JwtCodec(config.jwtSecret);
    const users = new UserRepository(database);
    registerAuth(app, jwt, users);
    const limitsLog = app.log.child({ logger: 'fotoobraz.limits' });
    const rateCounter = rateCounterFor(
      config,
      database,
      {
        movedToDatabase: (err) => {
          metrics.abuseLimitFallbacks.inc();
          limitsLog.warn(
            { err },
            'Redis does not answer: the abuse limits are counted in the database until it does',
          );
        },
        movedBackToRedis: (outageMs) =>
          limitsLog.info({ outageMs }, 'Redis answers again: the abuse limits are counted there'),
        countedInDatabase: () => metrics.abuseLimitFallbackCounts.inc(),
      },
      // Each failed reconnect; the move to the database above is the one warning of an outage.
      (err) => limitsLog.debug({ err }, 'Redis connection attempt failed'),
    );
    app.decorate('abuseLimitCounters', rateCounter);
    app.addHook('onReady', () => rateCounter.open());
    app.addHook('onClose', () => rateCounter.close());
    const limits = new AbuseLimits(rateCounter);
    const accounts = new AccountService(
      users,
      new AccountRepository(database),
      new AuditRepository(database),
      units.for(AccountService.uses),
      jwt,
      config,
      limits,
      now,
    );
    registerAccountRoutes(app, accounts, limits);
    registerUserRoutes(
      app,
      new UserManagementService(users, units.for(UserManagementService.uses), config, now),
    );
  },
  { name: 'accounts' },
);

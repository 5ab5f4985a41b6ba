import fastifyPlugin from 'fastify-plugin';
import { JwtCodec } from '../lib/jwt.ts';
import { registerAuth } from '../plugins/auth.ts';
import { AccountRepository } from '../repositories/account.repository.ts';
import { AuditRepository } from '../repositories/audit.repository.ts';
import { rateCounterFor } from '../repositories/limits/rate-counter.ts';
import { UserRepository } from '../repositories/user.repository.ts';
import { registerAccountRoutes } from '../routes/account.routes.ts';
import { registerUserRoutes } from '../routes/user.routes.ts';
import { AbuseLimits } from '../services/abuse-limits.ts';
import { AccountService } from '../services/account.service.ts';
import { UserManagementService } from '../services/user-management.service.ts';
import type { Kernel } from './kernel.ts';

/**
 * Who the caller is (the bearer token, checked against the user's security stamp on every
 * request), registration and sign-in under abuse limits, and the admins' user management.
 */
export const accountsArea = fastifyPlugin<Kernel>(
  async (app, { config, database, units }) => {
    const jwt = new JwtCodec(config.jwtSecret);
    const users = new UserRepository(database);
    registerAuth(app, jwt, users);
    const rateCounter = rateCounterFor(config, database, (err) =>
      app.log.warn({ err }, 'Redis (abuse limits)'),
    );
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
    );
    registerAccountRoutes(app, accounts, limits);
    registerUserRoutes(
      app,
      new UserManagementService(users, units.for(UserManagementService.uses), config),
    );
  },
  { name: 'accounts' },
);

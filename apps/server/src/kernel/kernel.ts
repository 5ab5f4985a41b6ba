import type { Config } from '../config.ts';
import { EventBus } from '../events/event-bus.ts';
import type { Database } from '../repositories/database.ts';
import { EntityRepository } from '../repositories/entity.repository.ts';
import { ImageRepository } from '../repositories/image.repository.ts';
import { UserRepository } from '../repositories/user.repository.ts';
import { EntityService } from '../services/entity.service.ts';
import { UnitsOfWork } from '../services/unit-of-work.ts';
import type { FastifyBaseLogger } from 'fastify';

/** What every area is built with: the process's configuration, database and shared parts. */
export interface Kernel {
  config: Config;
  database: Database;
  /** Hands each service the transactor for the repositories it declared. */
  units: UnitsOfWork;
  /** The shop's domain events (domain-events.ts): areas subscribe as they are built. */
  events: EventBus;
  /** The generic create/read/update/delete of the model's entities, which every area builds on. */
  records: EntityService;
  /** The image library, whose decodes are queued in one memory budget for the whole process. */
  images: ImageRepository;
  /** The clock of price history and promotions (tests move it on instead of waiting days). */
  now: () => Date;
  /** Pause of the background workers between polls (tests poll faster). */
  pollMs?: number;
}

export interface KernelOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  pollMs?: number;
}

export const buildKernel = ({ config, database, log, now, pollMs }: KernelOptions): Kernel => {
  const events = new EventBus(log.child({ logger: 'fotoobraz.events' }));
  const units = new UnitsOfWork(database, events);
  const records = new EntityService(
    new EntityRepository(database),
    new UserRepository(database),
    units.for(EntityService.uses),
    now,
  );
  return { config, database, units, events, records, images: new ImageRepository(), now, pollMs };
};

import type { DomainEvents, EventName } from '../events/domain-events.ts';
import { EventBus, type UnitOfWork } from '../events/event-bus.ts';
import { boundTo, type Database } from '../repositories/database.ts';
import {
  repositoriesOn,
  type Repositories,
  type RepositoryName,
} from '../repositories/repository-set.ts';
import { readShopSettings, type ShopSettings } from './shop-settings.ts';

/** The work of one transaction: it gets the repositories its service declared, on the transaction. */
export type Work<K extends RepositoryName, T> = (
  repositories: Pick<Repositories, K>,
  unit: UnitOfWork,
) => Promise<T>;

/**
 * Runs a service's writes in one database transaction, with only the repositories the service
 * declared: whatever they write, and whatever the events emitted meanwhile make their
 * subscribers write, commits together or not at all.
 * @example await transactor.run(async ({ entities }, unit) => { await entities.update(order, 7, { status: 'ZAPLATENA' }); await unit.emit('order.statusChanged', step); })
 */
export class Transactor<K extends RepositoryName> {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
    private readonly names: readonly K[],
  ) {}

  // A property, not a method: the compiler then refuses a transactor with fewer repositories
  // than a service declared.
  readonly run = async <T>(work: Work<K, T>): Promise<T> => {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const result = await this.database.db.transaction().execute(async (trx) => {
      const unit = new TransactionUnit(boundTo(this.database, trx), this.events, afterCommit);
      return work(unit.repositories(this.names), unit);
    });
    for (const next of afterCommit) await next();
    return result;
  };
}

/** One transaction's unit of work: its repositories, its events, its settings read once. */
class TransactionUnit implements UnitOfWork {
  private settings: Promise<ShopSettings> | undefined;

  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
    private readonly committed: (() => void | Promise<void>)[],
  ) {}

  emit<E extends EventName>(event: E, payload: DomainEvents[E]): Promise<void> {
    return this.events.emit(this, event, payload);
  }

  repositories<N extends RepositoryName>(names: readonly N[]): Pick<Repositories, N> {
    return repositoriesOn(this.database, names);
  }

  afterCommit(work: () => void | Promise<void>): void {
    this.committed.push(work);
  }

  shopSettings(): Promise<ShopSettings> {
    this.settings ??= readShopSettings(this.repositories(['catalogue']).catalogue);
    return this.settings;
  }
}

/**
 * Hands each service a transactor for the repositories it declared, all on one database and
 * one event bus.
 * @example const transactor = units.for(OrderWorkflowService.uses);
 */
export class UnitsOfWork {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus = new EventBus(),
  ) {}

  for<K extends RepositoryName>(names: readonly K[]): Transactor<K> {
    return new Transactor(this.database, this.events, names);
  }
}

/**
 * The transactor of a service that declares its repositories as `static uses`.
 * @example class PhotoService { static readonly uses = ['entities'] as const; constructor(t: TransactorOf<typeof PhotoService>) {} }
 */
export type TransactorOf<S extends { uses: readonly RepositoryName[] }> = Transactor<
  S['uses'][number]
>;

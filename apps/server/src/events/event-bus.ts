import type { FastifyBaseLogger } from 'fastify';
import type { Repositories, RepositoryName } from '../repositories/repository-set.ts';
import type { ShopSettings } from '../services/shop-settings.ts';
import type { DomainEvents, EventName } from './domain-events.ts';

/** What an in-transaction subscriber may do besides its own repositories' work. */
export interface UnitOfWork {
  /** Emits a further event within the same unit of work. */
  emit<E extends EventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /** The repositories `names`, on the unit's transaction. */
  repositories<K extends RepositoryName>(names: readonly K[]): Pick<Repositories, K>;
  /** Runs `work` once the unit's transaction has committed; never when it rolls back. */
  afterCommit(work: () => void | Promise<void>): void;
  /** The shop's settings, read at most once in the unit of work. */
  shopSettings(): Promise<ShopSettings>;
}

/**
 * A subscriber that works inside the emitting transaction: it declares the repositories it
 * uses, gets them on that transaction, and can refuse the whole write by throwing.
 */
export interface InTransaction<E extends EventName, K extends RepositoryName> {
  /** Names the subscriber in logs and errors. */
  name: string;
  uses: readonly K[];
  run(
    payload: DomainEvents[E],
    repositories: Pick<Repositories, K>,
    unit: UnitOfWork,
  ): Promise<void>;
}

/** A subscriber that works after the emitting transaction committed (a failure is only logged). */
export interface AfterCommit<E extends EventName> {
  name: string;
  afterCommit(payload: DomainEvents[E]): void | Promise<void>;
}

type Subscriber<E extends EventName> = InTransaction<E, RepositoryName> | AfterCommit<E>;

const isAfterCommit = <E extends EventName>(s: Subscriber<E>): s is AfterCommit<E> =>
  'afterCommit' in s;

/**
 * The shop's typed domain events (declared in domain-events.ts): areas subscribe when they are
 * built, and a unit of work emits. Subscribers run in the order they subscribed.
 * @example
 * events.on('order.statusChanged', { name: 'status history', uses: ['orderHistory'], run: … });
 * events.on('document.issued', { name: 'wake the document worker', afterCommit: () => worker.wake() });
 */
export class EventBus {
  private readonly subscribers = new Map<EventName, Subscriber<never>[]>();

  constructor(private readonly log?: FastifyBaseLogger) {}

  on<E extends EventName, K extends RepositoryName>(
    event: E,
    subscriber: InTransaction<E, K> | AfterCommit<E>,
  ): void {
    const list = this.subscribers.get(event) ?? [];
    list.push(subscriber as unknown as Subscriber<never>);
    this.subscribers.set(event, list);
  }

  /**
   * Runs the event's in-transaction subscribers now, in `unit`, and queues its after-commit ones
   * on it. A subscriber's error rolls the unit back.
   */
  async emit<E extends EventName>(
    unit: UnitOfWork,
    event: E,
    payload: DomainEvents[E],
  ): Promise<void> {
    for (const subscriber of (this.subscribers.get(event) ?? []) as Subscriber<E>[]) {
      if (isAfterCommit(subscriber)) {
        unit.afterCommit(async () => {
          try {
            await subscriber.afterCommit(payload);
          } catch (error) {
            this.log?.error({ err: error, event, subscriber: subscriber.name }, 'after commit');
          }
        });
      } else {
        await subscriber.run(payload, unit.repositories(subscriber.uses), unit);
      }
    }
  }
}

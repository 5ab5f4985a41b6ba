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
  /** Names the subscriber in logs and errors, and in other subscribers' `after`. */
  name: string;
  /** Subscribers of the same event that must have run first, by name (see EventBus). */
  after?: readonly string[];
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
  after?: readonly string[];
  afterCommit(payload: DomainEvents[E]): void | Promise<void>;
}

type Subscriber<E extends EventName> = InTransaction<E, RepositoryName> | AfterCommit<E>;

const isAfterCommit = <E extends EventName>(s: Subscriber<E>): s is AfterCommit<E> =>
  'afterCommit' in s;

/** An in-transaction subscriber slower than this is logged by name: it holds every row it locked. */
export const SLOW_SUBSCRIBER_MS = 100;

/**
 * Orders `list` so that each subscriber runs after those its `after` names; otherwise in the
 * order they subscribed. A name no subscriber has is ignored (its area may be switched off, as
 * the packets are without Packeta's API); a cycle is a wiring mistake and throws.
 */
export const inDeclaredOrder = <S extends { name: string; after?: readonly string[] }>(
  list: readonly S[],
): S[] => {
  const ordered: S[] = [];
  const state = new Map<S, 'visiting' | 'done'>();
  const visit = (subscriber: S) => {
    if (state.get(subscriber) === 'done') return;
    if (state.get(subscriber) === 'visiting') {
      throw new Error(`Subscribers wait for each other in a circle at '${subscriber.name}'`);
    }
    state.set(subscriber, 'visiting');
    for (const name of subscriber.after ?? []) {
      for (const first of list.filter((s) => s.name === name)) visit(first);
    }
    state.set(subscriber, 'done');
    ordered.push(subscriber);
  };
  for (const subscriber of list) visit(subscriber);
  return ordered;
};

/**
 * The shop's typed domain events (declared in domain-events.ts): areas subscribe when they are
 * built, and a unit of work emits. Where one reaction must follow another, it says so with
 * `after`; nothing depends on the order in which the areas are registered.
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
    const list = [
      ...(this.subscribers.get(event) ?? []),
      subscriber as unknown as Subscriber<never>,
    ];
    this.subscribers.set(event, inDeclaredOrder(list));
  }

  /** The names of `event`'s subscribers in the order they run. */
  order(event: EventName): string[] {
    return (this.subscribers.get(event) ?? []).map((s) => s.name);
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
        const started = performance.now();
        await subscriber.run(payload, unit.repositories(subscriber.uses), unit);
        const ms = performance.now() - started;
        if (ms > SLOW_SUBSCRIBER_MS) {
          this.log?.warn(
            { event, subscriber: subscriber.name, ms: Math.round(ms) },
            'slow subscriber',
          );
        }
      }
    }
  }
}

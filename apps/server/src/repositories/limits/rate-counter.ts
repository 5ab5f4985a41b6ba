import type { HealthComponents } from '@fotoobraz/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../database.ts';
import { DatabaseRateCounter } from './database-rate-counter.ts';
import { RedisOrDatabaseCounter, type CounterMoves } from './redis-or-database-counter.ts';
import { RedisRateCounter } from './redis-rate-counter.ts';

/** The hits of one key in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  hits: number;
  resetAt: number;
}

/** A store of the counters as the health view shows it. */
export type CounterHealth = NonNullable<HealthComponents['redis']>;

/**
 * Fixed-window hit counters shared by every instance of the server (in the database, or in Redis
 * when `REDIS_URL` is set). A key's window opens with its first hit and lasts `windowMs`.
 */
export interface RateCounter {
  /** Counts one hit of `key` atomically and returns the window's count including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's current window without counting a hit: `{hits: 0}` when it has none. */
  peek(key: string): Promise<WindowCount>;
  close(): Promise<void>;
}

/** The counters with their health and start-up, as the accounts area holds them. */
export interface AbuseLimitCounters extends RateCounter {
  /** Connects the store when it has a connection (start-up). */
  open(): Promise<void>;
  /** A separate store's health (Redis); undefined when the counters are in the database. */
  health(): CounterHealth | undefined;
}

/**
 * Redis when `REDIS_URL` is set, with the database's counters standing in while Redis does not
 * answer; else the database. `onRedisError` hears each failed connection attempt.
 */
export const rateCounterFor = (
  config: Pick<Config, 'redisUrl'>,
  database: Database,
  moves: CounterMoves,
  onRedisError: (error: Error) => void,
): AbuseLimitCounters => {
  if (!config.redisUrl) return new DatabaseRateCounter(database);
  const { host } = new URL(config.redisUrl);
  return new RedisOrDatabaseCounter(
    new RedisRateCounter(config.redisUrl, onRedisError),
    new DatabaseRateCounter(database),
    moves,
    host,
  );
};

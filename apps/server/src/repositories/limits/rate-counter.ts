import type { Config } from '../../config.ts';
import type { Database } from '../database.ts';
import { DatabaseRateCounter } from './database-rate-counter.ts';
import { RedisRateCounter } from './redis-rate-counter.ts';

/** The hits of one key in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  hits: number;
  resetAt: number;
}

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

/** Redis when `REDIS_URL` is set, else the database; `onRedisError` hears connection trouble. */
export const rateCounterFor = (
  config: Pick<Config, 'redisUrl'>,
  database: Database,
  onRedisError: (error: Error) => void,
): RateCounter =>
  config.redisUrl
    ? new RedisRateCounter(config.redisUrl, onRedisError)
    : new DatabaseRateCounter(database);

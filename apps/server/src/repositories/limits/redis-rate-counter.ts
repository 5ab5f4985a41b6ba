import { Redis } from 'ioredis';
import { CountersUnavailable } from '../../lib/outages.ts';
import type { RateCounter, WindowCount } from './rate-counter.ts';

const PREFIX = 'fotoobraz:limit:';
/** A request waits at most this long for an unreachable Redis before it fails. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * Counters in Redis (`REDIS_URL`): a key that expires with its window. SET NX, INCR and PTTL run
 * as one MULTI, so the window opens exactly once and no hit of another instance is lost.
 */
export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis;

  /** `onError`: connection trouble, reported while ioredis reconnects on its own. */
  constructor(url: string, onError: (error: Error) => void) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', onError);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const replies = await this.reachable(
      this.redis
        .multi()
        .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
        .incr(PREFIX + key)
        .pttl(PREFIX + key)
        .exec(),
    );
    if (!replies) throw new Error('Redis discarded the rate-limit transaction');
    for (const [error] of replies) if (error) throw error;
    return {
      hits: Number(replies[1][1]),
      resetAt: Date.now() + Math.max(0, Number(replies[2][1])),
    };
  }

  async peek(key: string): Promise<WindowCount> {
    const [[, hits], [, ttl]] = (await this.reachable(
      this.redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec(),
    ))! as [[Error | null, string | null], [Error | null, number]];
    return { hits: Number(hits ?? 0), resetAt: Date.now() + Math.max(0, ttl) };
  }

  /** A command that failed because Redis could not be reached is reported as such. */
  private async reachable<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch (error) {
      throw this.redis.status === 'ready' ? error : new CountersUnavailable(error);
    }
  }

  async close(): Promise<void> {
    if (this.redis.status === 'wait' || this.redis.status === 'end') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit();
  }
}

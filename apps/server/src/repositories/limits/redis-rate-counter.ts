import { Redis } from 'ioredis';
import type { RateCounter, WindowCount } from './rate-counter.ts';

const PREFIX = 'fotoobraz:limit:';
/**
 * The longest a command may wait for Redis's answer. A request never waits on a reconnect: with
 * no offline queue a command fails at once while the connection is down, and one sent to a Redis
 * that stopped answering fails after this.
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;

/**
 * Counters in Redis (`REDIS_URL`): a key that expires with its window. SET NX, INCR and PTTL run
 * as one MULTI, so the window opens exactly once and no hit of another instance is lost.
 * The connection is opened at once and reopened by ioredis in the background after a loss.
 */
export class RedisRateCounter implements RateCounter {
  readonly redis: Redis;

  /** `onError`: connection trouble, reported on each failed attempt while ioredis reconnects. */
  constructor(url: string, onError: (error: Error) => void) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
    });
    this.redis.on('error', onError);
  }

  /** Whether the connection is up; a command sent now has a chance to be answered. */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const replies = await this.redis
      .multi()
      .set(PREFIX + key, 0, 'PX', windowMs, 'NX')
      .incr(PREFIX + key)
      .pttl(PREFIX + key)
      .exec();
    if (!replies) throw new Error('Redis discarded the rate-limit transaction');
    for (const [error] of replies) if (error) throw error;
    return {
      hits: Number(replies[1][1]),
      resetAt: Date.now() + Math.max(0, Number(replies[2][1])),
    };
  }

  async peek(key: string): Promise<WindowCount> {
    const [[, hits], [, ttl]] = (await this.redis
      .multi()
      .get(PREFIX + key)
      .pttl(PREFIX + key)
      .exec())! as [[Error | null, string | null], [Error | null, number]];
    return { hits: Number(hits ?? 0), resetAt: Date.now() + Math.max(0, ttl) };
  }

  /** Answers when Redis answers a PING within the command timeout; throws otherwise. */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    await this.redis.quit();
  }
}

import { once } from 'node:events';
import type { DatabaseRateCounter } from './database-rate-counter.ts';
import type { CounterHealth, RateCounter, WindowCount } from './rate-counter.ts';
import type { RedisRateCounter } from './redis-rate-counter.ts';

/** How long start-up waits for the first connection to Redis before it counts in the database. */
const FIRST_CONNECT_MS = 1000;
/** While the counters are in the database, Redis is asked this often whether it answers again. */
const PROBE_MS = 1000;

/** What the operator hears of the counters' moves: once per outage, not once per request. */
export interface CounterMoves {
  /** Redis failed or went away: the counters are now in the database. */
  movedToDatabase(cause: unknown): void;
  /** Redis answers again: the counters are back there. */
  movedBackToRedis(outageMs: number): void;
  /** One hit or look counted in the database for want of Redis. */
  countedInDatabase(): void;
}

/**
 * The abuse-limit counters in Redis while it answers, in the database (the counters every
 * instance shares when there is no Redis) while it does not. A request never waits on Redis's
 * return: while the connection is down the counters go straight to the database, and a command
 * that fails or gets no answer within the command timeout is counted there instead. In the
 * background Redis is asked every second; once it answers, the counters are back in Redis.
 * A window's hits are not carried between the two: a move opens fresh windows in the other store.
 */
export class RedisOrDatabaseCounter implements RateCounter {
  /** When the counters moved to the database; undefined while they are in Redis. */
  private outageSince: number | undefined;
  private lastError: string | undefined;
  /** What ioredis last said went wrong with the connection (a closed one names its cause so). */
  private connectionError: string | undefined;
  private probe: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly redis: RedisRateCounter,
    private readonly database: DatabaseRateCounter,
    private readonly moves: CounterMoves,
    private readonly address: string,
  ) {
    redis.redis.on('error', (error: Error) => (this.connectionError = error.message));
    redis.redis.on('close', () => {
      const cause = this.connectionError ?? 'the connection to Redis was closed';
      if (!this.closing) this.moveToDatabase(new Error(cause));
    });
    redis.redis.on('ready', () => {
      this.connectionError = undefined;
      void this.tryRedisAgain();
    });
  }

  /** Start-up: waits up to a second for the first connection, else starts in the database. */
  async open(): Promise<void> {
    if (!this.redis.connected) {
      const wait = new AbortController();
      await Promise.race([
        once(this.redis.redis, 'ready', { signal: wait.signal }).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_MS).unref()),
      ]);
      wait.abort();
    }
    if (!this.redis.connected) this.moveToDatabase(new Error('Redis did not answer at start'));
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.count((counter) => counter.hit(key, windowMs));
  }

  peek(key: string): Promise<WindowCount> {
    return this.count((counter) => counter.peek(key));
  }

  health(): CounterHealth {
    if (this.outageSince === undefined)
      return { status: 'UP', details: { address: this.address, counters: 'Redis' } };
    return {
      status: 'DOWN',
      details: {
        address: this.address,
        counters: 'database',
        since: new Date(this.outageSince).toISOString(),
        error: this.lastError ?? null,
      },
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.probe);
    await this.redis.close();
  }

  private async count(command: (counter: RateCounter) => Promise<WindowCount>) {
    if (this.outageSince === undefined && this.redis.connected) {
      try {
        return await command(this.redis);
      } catch (error) {
        this.moveToDatabase(error);
      }
    } else if (this.outageSince === undefined) {
      this.moveToDatabase(new Error('the connection to Redis is down'));
    }
    this.moves.countedInDatabase();
    return command(this.database);
  }

  private moveToDatabase(cause: unknown): void {
    this.lastError = cause instanceof Error ? cause.message : String(cause);
    if (this.outageSince !== undefined || this.closing) return;
    this.outageSince = Date.now();
    this.moves.movedToDatabase(cause);
    this.probe = setInterval(() => void this.tryRedisAgain(), PROBE_MS);
    this.probe.unref();
  }

  private async tryRedisAgain(): Promise<void> {
    if (this.outageSince === undefined || this.closing || !this.redis.connected) return;
    try {
      await this.redis.ping();
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      return;
    }
    if (this.outageSince === undefined || this.closing) return;
    const outageMs = Date.now() - this.outageSince;
    this.outageSince = undefined;
    this.lastError = undefined;
    clearInterval(this.probe);
    this.moves.movedBackToRedis(outageMs);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import { PeriodicCheck } from '../../../jobs/periodic-check.ts';
import type { CardPaymentRepository } from '../repositories/card-payment.repository.ts';
import { GatewayCallError, type CardGateway } from '../services/card-gateway.ts';
import type { Booking, CardSettlementService } from '../services/card-settlement.service.ts';

/** A payment page is asked about once it has been open this long: its webhook may be lost. */
export const OPEN_SESSION_AGE_MS = 10 * 60_000;
/** The same page is asked about again after this long, while it stays open. */
const RECHECK_MS = 10 * 60_000;
/** Pages asked about in one run: the rest follow in the next. */
const BATCH = 50;

/**
 * Webhooks get lost: every minute the job asks the gateway about each payment page open for
 * more than ten minutes, and books the paid ones as their webhook would have (each page claimed
 * by one instance, each booking once). Expired pages end their attempt.
 */
export class OpenSessionsJob {
  private readonly checks: PeriodicCheck;

  constructor(
    private readonly checkouts: Pick<CardPaymentRepository, 'claimOpen'>,
    private readonly gateway: CardGateway,
    private readonly settlement: Pick<CardSettlementService, 'book'>,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    times = { checkMs: 60_000, firstCheckMs: 30_000 },
  ) {
    this.checks = new PeriodicCheck(
      () => this.run(),
      (err) => this.log.error({ err }, 'open card payment pages: check failed'),
      times,
    );
  }

  /** One run: what each page claimed came to. */
  async run(): Promise<Booking[]> {
    const now = this.now();
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const open = await this.checkouts.claimOpen(
      at(OPEN_SESSION_AGE_MS),
      at(RECHECK_MS),
      now.toISOString(),
      BATCH,
    );
    const bookings: Booking[] = [];
    for (const checkout of open) {
      try {
        bookings.push(await this.settlement.book(await this.gateway.checkout(checkout.sessionId!)));
      } catch (error) {
        const reason = error instanceof GatewayCallError ? error.reason : String(error);
        this.log.warn({ orderId: checkout.orderId, reason }, 'open card payment page: no answer');
      }
    }
    return bookings;
  }

  start(): void {
    this.checks.start();
  }

  stop(): Promise<void> {
    return this.checks.stop();
  }
}

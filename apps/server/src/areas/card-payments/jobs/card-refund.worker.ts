import type { FastifyBaseLogger } from 'fastify';
import {
  PollingWorker,
  retryDelayMs,
  type PollingWorkerOptions,
} from '../../../jobs/polling-worker.ts';
import type { CardRefundRepository } from '../repositories/card-refund.repository.ts';
import { GatewayCallError, type CardGateway } from '../services/card-gateway.ts';
import { refundStateOf } from '../services/card-refunds.ts';

/**
 * Sends the queued refunds to the card gateway: `POST /v1/refunds` with the payment and the
 * amount, the refund's key (a credit note's number, an overpayment's key) as the idempotency
 * key, so a retry (after a timeout, a crash midway) never pays back twice. A refusal is kept with the gateway's reason.
 */
export class CardRefundWorker extends PollingWorker {
  constructor(
    private readonly refunds: CardRefundRepository,
    private readonly gateway: CardGateway,
    log: FastifyBaseLogger,
    options: PollingWorkerOptions,
  ) {
    super(log, 'card refunds', options, { pollMs: 30_000, leaseMs: 60_000, maxAttempts: 20 });
  }

  protected async workDue(): Promise<number> {
    let done = 0;
    while (!this.stopping) {
      const now = this.now();
      const refund = await this.refunds.claimNext(
        now.toISOString(),
        new Date(now.getTime() + this.leaseMs).toISOString(),
      );
      if (!refund) break;
      done += 1;
      try {
        const answer = await this.gateway.refund({
          paymentId: refund.paymentId,
          amountCents: refund.amountCents,
          idempotencyKey: refund.key,
        });
        await this.refunds.answered(
          { id: refund.id },
          {
            state: refundStateOf(answer.status),
            refundId: answer.id,
            failureReason: answer.failureReason,
            at: this.now().toISOString(),
          },
        );
      } catch (error) {
        const reason = error instanceof GatewayCallError ? error.reason : String(error);
        const at = this.now();
        this.log.warn(
          { orderId: refund.orderId, refund: refund.key, reason },
          'card refund failed',
        );
        if (error instanceof GatewayCallError && !error.sent) {
          await this.refunds.answered(
            { id: refund.id },
            { state: 'FAILED', failureReason: reason, at: at.toISOString() },
          );
        } else if (refund.attempts < this.maxAttempts) {
          const next = new Date(at.getTime() + retryDelayMs(refund.attempts)).toISOString();
          await this.refunds.retryAt(refund.id, reason, next, at.toISOString());
        } else {
          await this.refunds.answered(
            { id: refund.id },
            { state: 'FAILED', failureReason: reason, at: at.toISOString() },
          );
        }
      }
    }
    return done;
  }
}

import { order as orderEntity, packetStateOfStatusCode } from '@fotoobraz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type {
  OrderPacketRepository,
  PacketRecord,
} from '../repositories/order-packet.repository.ts';
import { CarrierCallError, type Carrier } from '../services/carrier.ts';
import { queueDispatchMail } from '../services/dispatch-mail.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import { packetRequestOf } from '../services/packet-request.ts';
import type { Transactor } from '../../../services/unit-of-work.ts';
import {
  errorText,
  PollingWorker,
  type PollingWorkerOptions,
} from '../../../jobs/polling-worker.ts';

export interface PacketWorkerOptions extends Omit<PollingWorkerOptions, 'maxAttempts'> {
  /** How often an existing packet's status is asked, in ms (hourly by default). */
  statusEveryMs?: number;
}

/**
 * Creates the packets asked for (table `order_packet`), and follows the existing ones. Each
 * creation is claimed and written down as CREATING before Packeta is called, then:
 * - created: CREATED with its id and barcode; a dispatch mail waiting for it is queued with it;
 * - refused (an address, a point, the order lacks what Packeta needs): REFUSED with the reason;
 * - the request surely never reached Packeta (connection refused): TO_CREATE again, with backoff;
 * - anything else (a timeout, a lost answer, a server error): TO_CHECK, for the owner; never
 *   repeated blindly, since Packeta may have the packet. So is an attempt whose worker stopped
 *   midway, once its lease ran out.
 * The packets whose parcel may still move have their status asked every `statusEveryMs`.
 */
export class PacketWorker extends PollingWorker {
  private readonly statusEveryMs: number;

  constructor(
    private readonly packets: OrderPacketRepository,
    private readonly entities: EntityRepository,
    private readonly transactor: Transactor<'packets' | 'outbox'>,
    private readonly carrier: Carrier,
    private readonly homeCarrierId: number | undefined,
    private readonly publicUrl: string,
    private readonly withdrawalSignature: WithdrawalLinkOf,
    log: FastifyBaseLogger,
    options: PacketWorkerOptions,
  ) {
    // An attempt is never repeated blindly, so there is no limit of attempts to give up at.
    super(log, 'packets', options, { pollMs: 5000, leaseMs: 2 * 60_000, maxAttempts: Infinity });
    this.statusEveryMs = options.statusEveryMs ?? 60 * 60_000;
  }

  protected async workDue(): Promise<number> {
    const abandoned = await this.packets.abandonedToCheck(this.now());
    if (abandoned > 0) this.log.warn({ abandoned }, 'packets: interrupted attempts left to check');
    let done = 0;
    while (!this.stopping) {
      const now = this.now();
      const packet = await this.packets.claimDue(now, new Date(now.getTime() + this.leaseMs));
      if (!packet) break;
      const outcome = await this.create(packet);
      done++;
      // Packeta is likely unreachable for the others too: they wait for the next pass.
      if (outcome === 'not sent') break;
    }
    if (!this.stopping) done += await this.followStatuses();
    return done;
  }

  private async create(packet: PacketRecord): Promise<'done' | 'not sent'> {
    const order = await this.entities.findById(orderEntity, packet.orderId, { kind: 'all' });
    const request = order
      ? packetRequestOf(order, this.homeCarrierId)
      : { refusal: 'Objednávka neexistuje.' };
    if ('refusal' in request) {
      await this.packets.finishAttempt(
        packet.id,
        { state: 'REFUSED', reason: request.refusal },
        this.now(),
      );
      return 'done';
    }
    try {
      const answer = await this.carrier.createPacket(request);
      if (answer.outcome === 'refused') {
        await this.packets.finishAttempt(
          packet.id,
          { state: 'REFUSED', reason: answer.reason },
          this.now(),
        );
        this.log.warn({ orderId: packet.orderId, reason: answer.reason }, 'packets: refused');
        return 'done';
      }
      const { outcome: _, ...created } = answer;
      await this.transactor.run(async ({ packets, outbox }, unit) => {
        if (
          !(await packets.finishAttempt(
            packet.id,
            { state: 'CREATED', packet: created },
            this.now(),
          ))
        )
          return;
        const current = await packets.ofOrder(packet.orderId);
        if (current?.dispatchMail === 'WAITING' && (await packets.claimDispatchMail(packet.id))) {
          await queueDispatchMail(
            outbox,
            unit,
            order!,
            current,
            this.publicUrl,
            this.withdrawalSignature,
            null,
          );
        }
      });
      return 'done';
    } catch (error) {
      if (error instanceof CarrierCallError && !error.sent) {
        const retryAt = this.retryAt(packet.attempts);
        await this.packets.finishAttempt(
          packet.id,
          { state: 'TO_CREATE', reason: errorText(error), retryAt },
          this.now(),
        );
        this.log.warn(
          { err: error, orderId: packet.orderId, retryAt },
          'packets: not sent; will retry',
        );
        return 'not sent';
      }
      await this.packets.finishAttempt(
        packet.id,
        {
          state: 'TO_CHECK',
          reason: `Packeta neodpovedala s istotou (${errorText(error)}); zásielka mohla vzniknúť.`,
        },
        this.now(),
      );
      this.log.error({ err: error, orderId: packet.orderId }, 'packets: answer lost; to check');
      return 'done';
    }
  }

  /** Asks Packeta where the parcels that may still move are; the first failure ends the round. */
  private async followStatuses(): Promise<number> {
    const now = this.now();
    const due = await this.packets.claimStatusDue(
      now,
      new Date(now.getTime() - this.statusEveryMs),
      20,
    );
    let done = 0;
    for (const packet of due) {
      if (this.stopping) break;
      try {
        const status = await this.carrier.packetStatus(packet.packetId!);
        const state = packetStateOfStatusCode(status.code, packet.state);
        await this.packets.recordStatus(packet.id, state, status, this.now());
        done++;
      } catch (error) {
        this.log.warn({ err: error, orderId: packet.orderId }, 'packets: status unknown for now');
        break;
      }
    }
    return done;
  }
}

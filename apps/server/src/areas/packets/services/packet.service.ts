import {
  order as orderEntity,
  ORDER_STATUS_ON_CREATION,
  orderNumberOf,
  PACKET_EXISTS,
  PACKET_STATE_LABELS,
  packetTrackingUrl,
  type PacketView,
} from '@fotoobraz/domain';
import { isAdmin, type Caller } from '../../../lib/caller.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/problem.ts';
import type { EntityRepository } from '../../../repositories/entity.repository.ts';
import type {
  OrderPacketRepository,
  PacketRecord,
} from '../repositories/order-packet.repository.ts';
import { readableOrder } from '../../../services/readable-order.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import { CarrierCallError, type Carrier, type LabelFormat } from './carrier.ts';
import { queueDispatchMail } from './dispatch-mail.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';
import { goesByPacketa } from './packet-request.ts';
import {
  cannotRecord,
  cancelledOrder,
  carrierFailed,
  checkFirst,
  notByPacketa,
  notPaid,
  packetaNotConfigured,
  packetUnderWay,
  withoutPackets,
} from './packet-problems.ts';

/** What the customer may see of a packet, and the owner all of it. */
export const packetView = (packet: PacketRecord, admin: boolean): PacketView => {
  const exists = PACKET_EXISTS.includes(packet.state);
  const barcode = exists ? (packet.barcode ?? packet.packetId) : null;
  return {
    state: packet.state,
    stateLabel: PACKET_STATE_LABELS[packet.state],
    barcode,
    barcodeText: exists ? (packet.barcodeText ?? barcode) : null,
    trackingUrl: barcode ? packetTrackingUrl(barcode) : null,
    ...(admin
      ? {
          packetId: packet.packetId,
          lastError: packet.lastError,
          attempts: packet.attempts,
          carrierStatusText: packet.carrierStatusText,
          updatedDate: packet.updatedDate,
        }
      : {}),
  };
};

/**
 * The owner's tools of the packets: ask for an order's packet before dispatch ('Vytvoriť
 * zásielku'), a new attempt after a refusal or after checking Packeta, the packet found in
 * Packeta's client section, and the labels of one or several orders. The creation itself is the
 * worker's (PacketWorker): a request here is a row, woken after the commit.
 */
export class PacketService {
  static readonly uses = ['packets', 'outbox'] as const;

  constructor(
    private readonly entities: EntityRepository,
    private readonly packets: OrderPacketRepository,
    private readonly transactor: TransactorOf<typeof PacketService>,
    private readonly carrier: Carrier | undefined,
    private readonly wake: () => void,
    private readonly publicUrl: string,
    private readonly withdrawalSignature: WithdrawalLinkOf,
    private readonly now: Clock,
  ) {}

  async view(caller: Caller, orderId: number): Promise<PacketView | null> {
    await readableOrder(this.entities, caller, orderId);
    const packet = await this.packets.ofOrder(orderId);
    return packet ? packetView(packet, isAdmin(caller)) : null;
  }

  /**
   * Asks for the order's packet, or for a new attempt after a refusal; after a doubtful attempt
   * (TO_CHECK) only once the owner says they checked Packeta and found none.
   */
  async create(caller: Caller, orderId: number, checked: boolean): Promise<PacketView> {
    if (!this.carrier) throw packetaNotConfigured();
    const order = await readableOrder(this.entities, caller, orderId);
    if (!goesByPacketa(order)) throw notByPacketa();
    if (order.status === 'ZRUSENA') throw cancelledOrder();
    if (order.status === ORDER_STATUS_ON_CREATION) throw notPaid();
    await this.transactor.run(async ({ packets }, unit) => {
      const packet = await packets.ofOrder(orderId);
      if (!packet) {
        const dispatched = order.status === 'ODOSLANA';
        await packets.request(
          orderId,
          caller.user!.login,
          dispatched ? 'WAITING' : null,
          this.now(),
        );
      } else if (packet.state === 'TO_CHECK' && !checked) {
        throw checkFirst();
      } else if (!(await packets.retry(orderId, this.now()))) {
        throw packetUnderWay(packet.state);
      }
      unit.afterCommit(this.wake);
    });
    return (await this.view(caller, orderId))!;
  }

  /** The packet the owner found in Packeta's client section (after a doubt) or made there. */
  async record(
    caller: Caller,
    orderId: number,
    packet: { packetId: string; barcode: string },
  ): Promise<PacketView> {
    const order = await readableOrder(this.entities, caller, orderId);
    if (!goesByPacketa(order)) throw notByPacketa();
    const barcode = packet.barcode.replace(/\s+/g, '').toUpperCase();
    const found = { packetId: packet.packetId.replace(/\s+/g, ''), barcode, barcodeText: barcode };
    await this.transactor.run(async ({ packets, outbox }, unit) => {
      if (!(await packets.recordFound(orderId, found, caller.user!.login, this.now()))) {
        throw cannotRecord();
      }
      // An order dispatched meanwhile has its mail waiting for this packet.
      const current = (await packets.ofOrder(orderId))!;
      if (current.dispatchMail === 'WAITING' && (await packets.claimDispatchMail(current.id))) {
        await queueDispatchMail(
          outbox,
          unit,
          order,
          current,
          this.publicUrl,
          this.withdrawalSignature,
          null,
        );
      }
    });
    return (await this.view(caller, orderId))!;
  }

  /** One PDF with the labels of the orders' packets, in the order given. */
  async labels(orderIds: readonly number[], format: LabelFormat): Promise<Buffer> {
    if (!this.carrier) throw packetaNotConfigured();
    const packets = await this.packets.ofOrders(orderIds);
    const missing: string[] = [];
    const ids: string[] = [];
    for (const orderId of orderIds) {
      const packet = packets.get(orderId);
      if (packet?.packetId && PACKET_EXISTS.includes(packet.state)) {
        ids.push(packet.packetId);
        continue;
      }
      const order = await this.entities.findById(orderEntity, orderId, { kind: 'all' });
      if (!order) throw notFound();
      missing.push(orderNumberOf(order));
    }
    if (missing.length > 0) throw withoutPackets(missing);
    try {
      return await this.carrier.labelsPdf(ids, format);
    } catch (error) {
      if (error instanceof CarrierCallError) throw carrierFailed(error.message);
      throw error;
    }
  }
}

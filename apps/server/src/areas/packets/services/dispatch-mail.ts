import {
  ORDER_STATUS_LABELS,
  isCompanyOrder,
  orderNumberOf,
  packetTrackingUrl,
  type order as orderEntity,
  type RowOf,
} from '@fotoobraz/domain';
import type { UnitOfWork } from '../../../events/event-bus.ts';
import type { OutboxRepository } from '../../../repositories/mail/outbox.repository.ts';
import type { PacketRecord } from '../repositories/order-packet.repository.ts';
import { orderStatusMail } from '../../orders/index.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import type { WithdrawalLinkOf } from '../../../lib/withdrawal-link.ts';

/**
 * Queues the customer's ODOSLANA mail of a Packeta order, with its packet's tracking link, in
 * the caller's unit of work. The caller has claimed the mail (claimDispatchMail): it goes once.
 */
export const queueDispatchMail = async (
  outbox: OutboxRepository,
  unit: UnitOfWork,
  order: RowOf<typeof orderEntity>,
  packet: Pick<PacketRecord, 'barcode' | 'barcodeText' | 'packetId'>,
  publicUrl: string,
  withdrawalSignature: WithdrawalLinkOf,
  note: string | null,
): Promise<void> => {
  if (!order.email) return;
  const settings = await unit.shopSettings();
  const barcode = packet.barcode ?? packet.packetId ?? '';
  const mail = orderStatusMail({
    orderNumber: orderNumberOf(order),
    companyBuyer: isCompanyOrder(order),
    withdrawalSignature: withdrawalSignature(order.id),
    statusLabel: ORDER_STATUS_LABELS.ODOSLANA,
    note: note ?? undefined,
    tracking: { barcodeText: packet.barcodeText ?? barcode, url: packetTrackingUrl(barcode) },
    shopName: settings.supplier.name,
    publicUrl,
  });
  await queueMail(outbox, unit, { to: order.email, ...mail });
};

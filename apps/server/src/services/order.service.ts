import {
  centsToEuros,
  formatEur,
  ORDER_STATUS_LABELS,
  order as orderEntity,
  orderTransitionAllowed,
  type OrderStatus,
  type StatusChange,
  type OrderStatusChange,
} from '@fotoobraz/domain';
import type { Config } from '../config.ts';
import { notFound, Problem } from '../lib/problem.ts';
import type { AuditRepository } from '../repositories/audit.repository.ts';
import type { CatalogueRepository } from '../repositories/catalogue.repository.ts';
import { paymentQr } from '../rendering/documents/payment-qr.ts';
import { dayInBratislava } from '../rendering/documents/slovak-date.ts';
import { EntityRepository } from '../repositories/entity.repository.ts';
import { InvoiceRepository } from '../repositories/invoice.repository.ts';
import { OutboxRepository } from '../repositories/mail/outbox.repository.ts';
import type { DocumentService } from './documents/document.service.ts';
import { PROFORMA } from './documents/proforma.document.ts';
import { OrderHistoryRepository } from '../repositories/order-history.repository.ts';
import type { Transactor } from '../repositories/transactor.ts';
import { readScope } from './access-policy.ts';
import { isAdmin, type Caller } from './caller.ts';
import type { EntityInput, EntityService } from './entity.service.ts';
import { orderStatusMail } from './mail-templates/index.ts';
import { readShopSettings } from './shop-settings.ts';

type Row = Record<string, unknown>;

const transitionRefused = (from: string, to: string): Problem =>
  new Problem({
    status: 400,
    title: `An order cannot go from ${from} to ${to}`,
    message: 'error.order.transition',
    body: { entityName: 'order', errorKey: 'transition', params: `${from},${to}` },
  });

/**
 * An order after its placement: the admin's status workflow (recorded, audited and mailed), its
 * history, the payment details and the pro-forma invoice as issued.
 */
export class OrderService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly transactor: Transactor,
    private readonly audit: AuditRepository,
    private readonly invoices: InvoiceRepository,
    private readonly statusHistory: OrderHistoryRepository,
    private readonly generic: EntityService,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly documents: DocumentService,
  ) {}

  /** Moves an order along the workflow (admins): recorded, audited and mailed to the customer. */
  async changeStatus(caller: Caller, orderId: number, change: OrderStatusChange): Promise<void> {
    await this.moveTo(caller, orderId, change.status, change.note ?? null);
  }

  /**
   * An admin's PUT of an order: the fields as the generic update does, and a changed status
   * through the workflow.
   */
  async adminUpdate(caller: Caller, input: EntityInput, pathId?: number): Promise<number> {
    const id = (input.id ?? pathId) as number | undefined;
    const existing =
      id === undefined
        ? undefined
        : await this.entities.findById(orderEntity, id, readScope(orderEntity, caller), {
            large: false,
            small: false,
          });
    const wanted = typeof input.status === 'string' ? input.status : undefined;
    const changes =
      existing && isAdmin(caller) && wanted !== undefined && wanted !== existing.status;
    if (changes && !orderTransitionAllowed(String(existing.status), wanted)) {
      throw transitionRefused(String(existing.status), wanted);
    }
    const updated = await this.generic.update(
      orderEntity,
      caller,
      changes ? { ...input, status: existing.status } : input,
      pathId,
    );
    if (changes) await this.moveTo(caller, updated.id as number, wanted as OrderStatus, null);
    return updated.id as number;
  }

  async history(caller: Caller, orderId: number): Promise<StatusChange[]> {
    await this.readable(caller, orderId);
    return this.statusHistory.of(orderId);
  }

  /** What the thank-you screen shows: how to pay, and the PAY by square QR code. */
  async payment(caller: Caller, orderId: number) {
    const order = await this.readable(caller, orderId);
    const settings = await readShopSettings(this.catalogue);
    const amountCents = Math.round(Number(order.totalAmount) * 100);
    const qr = await paymentQr({
      iban: settings.supplier.iban,
      amountCents,
      variableSymbol: String(order.variableSymbol),
      beneficiaryName: settings.supplier.name,
      note: `Objednávka ${order.variableSymbol}`,
      dueDate: order.paymentDueDate
        ? dayInBratislava(new Date(String(order.paymentDueDate)))
        : undefined,
    });
    return {
      orderNumber: String(order.variableSymbol),
      invoiceNumber: order.invoiceNumber,
      beneficiary: settings.supplier.name,
      iban: settings.supplier.iban,
      bank: settings.supplier.bank ?? null,
      amount: centsToEuros(amountCents),
      amountText: formatEur(amountCents),
      variableSymbol: String(order.variableSymbol),
      dueDate: order.paymentDueDate,
      payBySquare: qr.payload,
      qrPng: qr.png.toString('base64'),
    };
  }

  /** The pro-forma invoice PDF as issued. */
  async proforma(caller: Caller, orderId: number): Promise<{ number: string; pdf: Buffer }> {
    await this.readable(caller, orderId);
    // Asked for before the worker got to it: rendered now rather than refused.
    const invoice =
      (await this.invoices.findByOrder(orderId)) ??
      (await this.documents
        .finishFor(orderId, PROFORMA)
        .then(() => this.invoices.findByOrder(orderId)));
    if (!invoice) throw notFound();
    return { number: invoice.number, pdf: invoice.pdf };
  }

  private async readable(caller: Caller, orderId: number): Promise<Row> {
    const order = await this.entities.findById(
      orderEntity,
      orderId,
      readScope(orderEntity, caller),
      {
        large: false,
        small: false,
      },
    );
    if (!order) throw notFound();
    return order;
  }

  private async moveTo(
    caller: Caller,
    orderId: number,
    to: OrderStatus,
    note: string | null,
  ): Promise<void> {
    const order = await this.readable(caller, orderId);
    if (!isAdmin(caller))
      throw new Problem({ status: 403, title: 'Forbidden', message: 'error.http.403' });
    const from = String(order.status);
    if (!orderTransitionAllowed(from, to)) throw transitionRefused(from, to);
    const settings = await readShopSettings(this.catalogue);
    const now = new Date().toISOString();
    await this.transactor.run(async (tx) => {
      const shipped = to === 'ODOSLANA' || (to === 'VYBAVENA' && !order.expeditionDate);
      await new EntityRepository(tx).update(orderEntity, orderId, {
        status: to,
        ...(shipped ? { expeditionDate: now } : {}),
      });
      await new OrderHistoryRepository(tx).record(orderId, {
        fromStatus: from,
        toStatus: to,
        changedBy: caller.user!.login,
        changedDate: now,
        note,
      });
      if (order.email) {
        const mail = orderStatusMail({
          orderNumber: String(order.variableSymbol ?? orderId),
          statusLabel: ORDER_STATUS_LABELS[to],
          note: note ?? undefined,
          shopName: settings.supplier.name,
          publicUrl: this.config.publicUrl,
        });
        await new OutboxRepository(tx).enqueue({ to: String(order.email), ...mail });
      }
    });
    await this.audit.record(caller.user!.login, 'ORDER_STATUS_CHANGED', { orderId, from, to });
  }
}

import type {
  EntityDef,
  order as orderEntity,
  OrderStatus,
  PaymentMethod,
  RowOf,
  WithdrawalReason,
} from '@fotoobraz/domain';
import type { Caller } from '../lib/caller.ts';
import type { DocumentKindName } from '../areas/documents/index.ts';
import type { PlacedOrder } from '../areas/orders/index.ts';

type OrderRow = RowOf<typeof orderEntity>;

/**
 * The shop's domain events and what each carries. An area emits an event once, where the thing
 * happens; whatever else must follow subscribes to it (`events.on('order.statusChanged', …)`),
 * so "what happens when an order is paid?" is answered by searching for the event's name.
 * Subscribers run inside the emitting transaction unless they are declared after-commit.
 */
export interface DomainEvents {
  /**
   * A row of one of the model's entities was created, changed or deleted by the generic write
   * (the back-office, and the customer's own records). Its subscribers can still refuse it.
   */
  'entity.written': {
    entity: EntityDef;
    id: number;
    change: 'created' | 'updated' | 'deleted';
  };
  /** A customer placed an order: its lines are written and claimed, and its pro-forma numbered. */
  'order.placed': {
    orderId: number;
    caller: Caller;
    order: PlacedOrder;
    /** The pro-forma's number in its yearly series, already written on the order. */
    proforma: { year: number; seq: number; number: string };
    /** Each line's withdrawal right, as stored with it: the pro-forma and the mail word it. */
    withdrawalReasons: readonly WithdrawalReason[];
  };
  /**
   * An order moved one step along the workflow, by an admin or by an arrived payment; the new
   * status is written. `order` is the order as it was before the step.
   */
  'order.statusChanged': {
    order: OrderRow;
    to: OrderStatus;
    actor: string;
    note: string | null;
    /** The payment's day ('YYYY-MM-DD') of a step to ZAPLATENA; null: today. */
    paidOn: string | null;
    /** How a step to ZAPLATENA was paid: by card through the gateway; else by transfer. */
    paidBy?: PaymentMethod;
  };
  /**
   * A customer confirmed a withdrawal: its row and lines are written. The
   * acknowledgement (mail with its PDF, the durable medium) subscribes to it.
   */
  'withdrawal.submitted': { withdrawalId: number; orderId: number; submittedAt: string };
  /**
   * The owner marked a withdrawal's goods as received back: the credit note for its lines and
   * the refund due subscribe to it.
   */
  'withdrawal.received': { withdrawalId: number; orderId: number; actor: string };
  /** A mail is in the outbox; it leaves once the transaction commits. */
  'mail.queued': { messageId: string };
  /** A document's number and data are stored; its PDF is rendered after the commit. */
  'document.issued': { kind: DocumentKindName; orderId: number; number: string };
}

export type EventName = keyof DomainEvents;

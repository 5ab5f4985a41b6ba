import type { ColumnType, Generated } from 'kysely';
import type { StoredInstant } from './tables.ts';

/** An instant that may be unset: ISO text on SQLite, timestamptz on PostgreSQL. */
type Instant = ColumnType<string | Date | null, string | null, string | null>;
/** A BIGINT: PostgreSQL's driver reads it as text. */
type Long = ColumnType<number | string, number, number>;

/** Each attempt to pay an order by card (migration 0028). */
export interface CardCheckoutTable {
  id: Generated<number>;
  orderId: number;
  attempt: number;
  state: string;
  sessionId: string | null;
  url: string | null;
  expiresAt: Instant;
  amountCents: ColumnType<number | string | null, number | null, number | null>;
  currency: string | null;
  paymentId: string | null;
  note: string | null;
  createdDate: StoredInstant;
  checkedAt: Instant;
  paidDate: Instant;
}

/** The card gateway's events acted on, once each (migration 0028). */
export interface CardEventTable {
  id: Generated<number>;
  eventId: string;
  type: string;
  receivedDate: StoredInstant;
}

/** Refunds back to the card, one per credit note, and their queue (migration 0028). */
export interface CardRefundTable {
  id: Generated<number>;
  orderId: number;
  creditNoteNumber: string;
  paymentId: string;
  amountCents: Long;
  state: string;
  refundId: string | null;
  failureReason: string | null;
  attempts: number;
  nextAttemptAt: StoredInstant;
  createdDate: StoredInstant;
  updatedDate: StoredInstant;
}

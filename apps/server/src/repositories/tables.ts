import type { EntityDef, FieldDef, ModelEntity, ValueOf } from '@fotoobraz/domain';
import type { ColumnType, Generated } from 'kysely';
import type {
  InvoiceTable,
  InvoiceCounterTable,
  TaxDocumentTable,
  EInvoiceTable,
  TaxDocumentCounterTable,
  BankStatementTable,
  BankEntryTable,
  CardPayoutLineTable,
  CardPayoutTable,
  GiftVoucherEntryTable,
  GiftVoucherTable,
  RefundExportTable,
  WithdrawalTable,
  WithdrawalLineTable,
} from './money-tables.ts';
import type {
  OrderPacketTable,
  PickupPointRefreshTable,
  PickupPointTable,
} from './delivery-tables.ts';
import type { CardCheckoutTable, CardEventTable, CardRefundTable } from './card-payment-tables.ts';

/*
 * The tables as queries name them. Columns are snake_case in the database and camelCase here:
 * Kysely's CamelCasePlugin translates (`text1` <-> `text_1`, `frame2` <-> `frame_2`), so a name
 * here is the camelCase of its column, e.g. `bigPictureUrl` for `big_picture_url`.
 */

/** SQLite keeps booleans as 0/1, PostgreSQL as booleans. */
export type StoredBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;
/** An instant: ISO 8601 text on SQLite, timestamptz (read as a Date) on PostgreSQL. */
export type StoredInstant = ColumnType<string | Date, string, string>;
export type StoredBlob = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;

/** `customer_order` -> `customerOrder`, `frame_2` -> `frame2`. */
export type CamelOf<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelOf<Tail>>}`
  : S;

/**
 * A field name as it comes back from its snake_case column: runs of capitals keep only their
 * first (`bigPictureURL` -> `big_picture_url` -> `bigPictureUrl`).
 */
export type ColumnKey<
  S extends string,
  AfterCapital extends boolean = false,
> = S extends `${infer C}${infer Rest}`
  ? C extends Lowercase<C>
    ? `${C}${ColumnKey<Rest, false>}`
    : `${AfterCapital extends true ? Lowercase<C> : C}${ColumnKey<Rest, true>}`
  : S;

type Nullable<F, T> = F extends { required: true } ? T : T | null;

/** A column's value as the drivers hand it over; the rest are stored as the API sends them. */
type StoredValue<F extends FieldDef> = F extends { kind: 'boolean' }
  ? StoredBoolean
  : F extends { kind: 'instant' }
    ? StoredInstant
    : F extends { kind: 'blob' }
      ? StoredBlob
      : F extends { kind: 'relation' }
        ? number
        : ValueOf<F>;

type Fields<E extends EntityDef> = E['fields'];

/**
 * An entity's table, read off its fields: a relation is its `<name>Id` column, a blob its bytes
 * and `<name>ContentType`; a column is NOT NULL exactly when its field is required.
 */
export type EntityTable<E extends EntityDef> = { id: Generated<number> } & {
  -readonly [
    K in keyof Fields<E> & string as Fields<E>[K] extends { kind: 'relation' }
      ? `${K}Id`
      : ColumnKey<K>
  ]: Nullable<Fields<E>[K], StoredValue<Fields<E>[K]>>;
} & {
  [
    K in keyof Fields<E> & string as Fields<E>[K] extends { kind: 'blob' }
      ? `${K}ContentType`
      : never
  ]: string | null;
};

/** The 18 entities' tables, by their camelCase names. */
export type EntityTables = { [E in ModelEntity as CamelOf<E['table']>]: EntityTable<E> };
export type EntityTableName = keyof EntityTables;

export interface AppUserTable {
  id: Generated<number>;
  login: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  imageUrl: string | null;
  activated: StoredBoolean;
  langKey: string | null;
  activationKey: string | null;
  resetKey: string | null;
  resetDate: StoredInstant | null;
  createdBy: string | null;
  createdDate: StoredInstant | null;
  lastModifiedBy: string | null;
  lastModifiedDate: StoredInstant | null;
  /** Raised to end every session of the user (tokens carry it). */
  sessionVersion: Generated<number>;
}

export interface UserAuthorityTable {
  userId: number;
  authorityName: string;
}

export interface AuditEventTable {
  id: Generated<number>;
  principal: string;
  eventType: string;
  eventDate: StoredInstant;
  /** JSON text. */
  data: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  messageId: string;
  recipient: string;
  subject: string;
  html: string | null;
  bodyText: string;
  /** JSON text: filename, content type and base64 content of each attachment. */
  attachments: string | null;
  createdDate: StoredInstant;
  attempts: number;
  nextAttemptAt: StoredInstant;
  sentDate: StoredInstant | null;
  lastError: string | null;
}

export interface ImageDerivativeTable {
  id: Generated<number>;
  sourceTable: string;
  sourceId: number;
  kind: string;
  sourceHash: string;
  contentType: string;
  width: number;
  height: number;
  data: StoredBlob;
}

export interface OrderStatusChangeTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: string | null;
  toStatus: string;
  changedBy: string;
  changedDate: StoredInstant;
  note: string | null;
}

export interface RateLimitTable {
  limitKey: string;
  hits: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface PendingDocumentTable {
  id: Generated<number>;
  kind: string;
  orderId: number;
  number: string;
  /** JSON text: everything the rendering needs. */
  data: string;
  /** JSON text: the mail that goes out with the PDF. */
  mail: string | null;
  createdDate: StoredInstant;
  attempts: number;
  nextAttemptAt: StoredInstant;
  lastError: string | null;
}

export interface JobLeaseTable {
  name: string;
  nextRunAt: StoredInstant;
}

/**
 * A value pricing reads, valid from `validFrom` until `validTo` (null: still valid). `subject` is
 * an entity name, `subjectKey` a row id, or a global param's name (field `value`).
 */
export interface PriceHistoryTable {
  id: Generated<number>;
  subject: string;
  subjectKey: string;
  field: string;
  /** As the row held it, as text; null when the row held none. */
  value: string | null;
  validFrom: StoredInstant;
  validTo: StoredInstant | null;
}

export interface LegalPageVersionTable {
  id: Generated<number>;
  slug: string;
  version: number;
  title: string;
  body: string;
  createdBy: string;
  createdDate: StoredInstant;
}

/** A photo's original on its way: what the browser declared and what arrived. */
export interface OriginalUploadTable {
  id: Generated<number>;
  photoId: number;
  /** The SHA-256 the browser declared for the original (hex). */
  sourceHash: string;
  length: number;
  received: number;
  /** Why the original was refused (`error.photo.*`); null while it is fine. */
  reason: string | null;
  createdDate: StoredInstant;
  updatedDate: StoredInstant;
}

/** One piece of an original on its way, at its byte offset. */
export interface OriginalChunkTable {
  id: Generated<number>;
  photoId: number;
  startOffset: number;
  data: StoredBlob;
}

export interface CatalogueVersionTable {
  /** Always 1: the table has one row. */
  id: number;
  version: number;
}

/**
 * A crafted product in a basket: the basket is its owner's (a signed-in user's `usrid`, or an
 * anonymous visitor's `sid`), its lines ordered by when they were added.
 */
export interface BasketItemTable {
  id: Generated<number>;
  usrid: number | null;
  sid: string | null;
  craftedProductId: number;
  addedDate: StoredInstant;
  /** The crafted product's price when it was put in the basket (or reordered), in euros. */
  priceWhenAdded: number | null;
}

/** A crafted product claimed by the one order that holds it (migration 0016). */
export interface CraftedProductClaimTable {
  id: Generated<number>;
  craftedProductId: number;
  orderId: number;
}

/**
 * A customer's wall photo for the view of their crafted product on it: the photo upright at most
 * 2400 px long, the sheet's corners and the piece's centre in its pixels (JSON).
 */
export interface OwnWallTable {
  id: Generated<number>;
  craftedProductId: number;
  wall: StoredBlob;
  width: number;
  height: number;
  sheet: string;
  pieceAt: string;
  createdDate: StoredInstant;
}

/** Tables of our own, beside the model's. */
export interface FixedTables {
  appUser: AppUserTable;
  authority: { name: string };
  userAuthority: UserAuthorityTable;
  auditEvent: AuditEventTable;
  mailOutbox: MailOutboxTable;
  imageDerivative: ImageDerivativeTable;
  invoice: InvoiceTable;
  invoiceCounter: InvoiceCounterTable;
  orderStatusChange: OrderStatusChangeTable;
  rateLimit: RateLimitTable;
  pendingDocument: PendingDocumentTable;
  jobLease: JobLeaseTable;
  priceHistory: PriceHistoryTable;
  legalPageVersion: LegalPageVersionTable;
  taxDocument: TaxDocumentTable;
  taxDocumentCounter: TaxDocumentCounterTable;
  einvoice: EInvoiceTable;
  bankStatement: BankStatementTable;
  bankEntry: BankEntryTable;
  refundExport: RefundExportTable;
  catalogueVersion: CatalogueVersionTable;
  basketItem: BasketItemTable;
  craftedProductClaim: CraftedProductClaimTable;
  originalUpload: OriginalUploadTable;
  originalChunk: OriginalChunkTable;
  ownWall: OwnWallTable;
  withdrawal: WithdrawalTable;
  withdrawalLine: WithdrawalLineTable;
  pickupPoint: PickupPointTable;
  pickupPointRefresh: PickupPointRefreshTable;
  orderPacket: OrderPacketTable;
  cardCheckout: CardCheckoutTable;
  cardEvent: CardEventTable;
  cardRefund: CardRefundTable;
  cardPayout: CardPayoutTable;
  cardPayoutLine: CardPayoutLineTable;
  giftVoucher: GiftVoucherTable;
  giftVoucherEntry: GiftVoucherEntryTable;
}

/** Every table of the database. */
export type DB = EntityTables & FixedTables;

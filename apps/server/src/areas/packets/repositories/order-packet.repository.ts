import {
  isPacketState,
  PACKET_EXISTS,
  PACKET_RETRYABLE,
  PACKET_TRACKED,
  type PacketState,
} from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import { toIso } from '../../../repositories/entity-codec.ts';
import type { OrderPacketTable } from '../../../repositories/delivery-tables.ts';

const TABLE = 'orderPacket';

/** The packet as Packeta created it. */
export interface CreatedPacket {
  packetId: string;
  barcode: string;
  barcodeText: string;
}

const COLUMNS = [
  'id',
  'orderId',
  'state',
  'attempts',
  'packetId',
  'barcode',
  'barcodeText',
  'lastError',
  'carrierStatusCode',
  'carrierStatusText',
  'carrierStatusAt',
  'dispatchMail',
  'updatedDate',
] as const;

type Row = Pick<Selectable<OrderPacketTable>, (typeof COLUMNS)[number]>;

/** The shop's record of an order's packet: its row, the state and instants read as they are meant. */
export interface PacketRecord extends Omit<Row, 'state' | 'dispatchMail' | 'updatedDate'> {
  state: PacketState;
  /** WAITING: the order's dispatch mail waits for this packet; SENT; null: not dispatched yet. */
  dispatchMail: 'WAITING' | 'SENT' | null;
  updatedDate: string;
}

const recordOf = (row: Row): PacketRecord => ({
  ...row,
  id: Number(row.id),
  orderId: Number(row.orderId),
  state: isPacketState(row.state) ? row.state : 'TO_CHECK',
  attempts: Number(row.attempts),
  carrierStatusCode: row.carrierStatusCode === null ? null : Number(row.carrierStatusCode),
  dispatchMail:
    row.dispatchMail === 'WAITING' || row.dispatchMail === 'SENT' ? row.dispatchMail : null,
  updatedDate: toIso(row.updatedDate)!,
});

/**
 * The orders' packets (table `order_packet`): the request written in the transaction that asks
 * for the packet, each creation attempt written down before Packeta is called, and the outcome.
 * Every change of state names the state it expects, so two workers (or a worker and the owner)
 * never both move the same packet on.
 */
export class OrderPacketRepository {
  constructor(private readonly database: Database) {}

  async ofOrder(orderId: number): Promise<PacketRecord | undefined> {
    const row = await this.database.db
      .selectFrom(TABLE)
      .select(COLUMNS)
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    return row ? recordOf(row) : undefined;
  }

  /** The packets of several orders, by order id. */
  async ofOrders(orderIds: readonly number[]): Promise<Map<number, PacketRecord>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom(TABLE)
      .select(COLUMNS)
      .where('orderId', 'in', [...orderIds])
      .execute();
    return new Map(rows.map((row) => [Number(row.orderId), recordOf(row)]));
  }

  /** Asks for the order's packet: due at once. The caller checked there is none yet. */
  async request(
    orderId: number,
    requestedBy: string,
    dispatchMail: 'WAITING' | null,
    now: Date,
  ): Promise<void> {
    await this.database.db
      .insertInto(TABLE)
      .values({
        orderId,
        state: 'TO_CREATE',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
        requestedBy: requestedBy.slice(0, 50),
        dispatchMail,
        createdDate: now.toISOString(),
        updatedDate: now.toISOString(),
      })
      .execute();
  }

  /**
   * The order was dispatched before its packet exists: its mail waits for the packet. False
   * when the packet exists meanwhile (the mail can go now) or the mail waits or went already.
   */
  async awaitDispatchMail(id: number): Promise<boolean> {
    const result = await this.database.db
      .updateTable(TABLE)
      .set({ dispatchMail: 'WAITING' })
      .where('id', '=', id)
      .where('dispatchMail', 'is', null)
      .where('state', 'not in', [...PACKET_EXISTS])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Takes the dispatch mail of an existing packet on: true once, for whoever is to send it (the
   * status step or the worker that created the packet), in the transaction that queues it.
   */
  async claimDispatchMail(id: number): Promise<boolean> {
    const result = await this.database.db
      .updateTable(TABLE)
      .set({ dispatchMail: 'SENT' })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('dispatchMail', 'is', null), eb('dispatchMail', '=', 'WAITING')]))
      .where('state', 'in', [...PACKET_EXISTS])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A new attempt, asked for by the owner after a refusal, or after checking Packeta. */
  async retry(orderId: number, now: Date): Promise<boolean> {
    const result = await this.database.db
      .updateTable(TABLE)
      .set({ state: 'TO_CREATE', nextAttemptAt: now.toISOString(), updatedDate: now.toISOString() })
      .where('orderId', '=', orderId)
      .where('state', 'in', [...PACKET_RETRYABLE])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Claims the next packet due for creation and writes the attempt down (CREATING, one more
   * attempt, leased until `leaseUntil`) in one statement, before anyone calls Packeta.
   */
  async claimDue(now: Date, leaseUntil: Date): Promise<PacketRecord | undefined> {
    const candidates = await this.database.db
      .selectFrom(TABLE)
      .select(['id', 'attempts'])
      .where('state', '=', 'TO_CREATE')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(5)
      .execute();
    for (const candidate of candidates) {
      const result = await this.database.db
        .updateTable(TABLE)
        .set({
          state: 'CREATING',
          attempts: Number(candidate.attempts) + 1,
          nextAttemptAt: leaseUntil.toISOString(),
          updatedDate: now.toISOString(),
        })
        .where('id', '=', candidate.id)
        .where('state', '=', 'TO_CREATE')
        .where('attempts', '=', candidate.attempts)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        const row = await this.database.db
          .selectFrom(TABLE)
          .select(COLUMNS)
          .where('id', '=', candidate.id)
          .executeTakeFirstOrThrow();
        return recordOf(row);
      }
    }
    return undefined;
  }

  /**
   * An attempt's outcome: CREATED with the packet, REFUSED or TO_CHECK with the reason, or back
   * to TO_CREATE at `retryAt` when the request surely never reached Packeta. Only a packet still
   * CREATING changes; false when it was not.
   */
  async finishAttempt(
    id: number,
    outcome:
      | { state: 'CREATED'; packet: CreatedPacket }
      | { state: 'REFUSED' | 'TO_CHECK'; reason: string }
      | { state: 'TO_CREATE'; reason: string; retryAt: Date },
    now: Date,
  ): Promise<boolean> {
    const result = await this.database.db
      .updateTable(TABLE)
      .set({
        state: outcome.state,
        updatedDate: now.toISOString(),
        ...(outcome.state === 'CREATED'
          ? { ...outcome.packet, lastError: null }
          : { lastError: outcome.reason.slice(0, 2000) }),
        ...(outcome.state === 'TO_CREATE' ? { nextAttemptAt: outcome.retryAt.toISOString() } : {}),
      })
      .where('id', '=', id)
      .where('state', '=', 'CREATING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Attempts whose worker stopped midway (its lease ran out while CREATING): Packeta may have
   * the packet, so the owner checks. Returns how many.
   */
  async abandonedToCheck(now: Date): Promise<number> {
    const result = await this.database.db
      .updateTable(TABLE)
      .set({
        state: 'TO_CHECK',
        updatedDate: now.toISOString(),
        lastError: 'Pokus o vytvorenie zásielky sa prerušil; Packeta ju mohla vytvoriť.',
      })
      .where('state', '=', 'CREATING')
      .where('nextAttemptAt', '<', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * The packet the owner found in Packeta's client section (or made there by hand), for an
   * order whose packet is not known to exist: recorded as CREATED.
   */
  async recordFound(
    orderId: number,
    packet: CreatedPacket,
    by: string,
    now: Date,
  ): Promise<boolean> {
    const existing = await this.ofOrder(orderId);
    if (!existing) {
      await this.request(orderId, by, null, now);
    } else if (!['TO_CHECK', 'REFUSED', 'TO_CREATE'].includes(existing.state)) {
      return false;
    }
    const result = await this.database.db
      .updateTable(TABLE)
      .set({ state: 'CREATED', ...packet, lastError: null, updatedDate: now.toISOString() })
      .where('orderId', '=', orderId)
      .where('state', 'in', ['TO_CHECK', 'REFUSED', 'TO_CREATE'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Claims up to `limit` existing packets whose parcel may still move and whose status was not
   * asked since `checkedBefore`: the claim moves their check time on, so another instance skips
   * them.
   */
  async claimStatusDue(now: Date, checkedBefore: Date, limit: number): Promise<PacketRecord[]> {
    const candidates = await this.database.db
      .selectFrom(TABLE)
      .select(COLUMNS)
      .where('state', 'in', [...PACKET_TRACKED])
      .where('packetId', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('statusCheckedAt', 'is', null),
          eb('statusCheckedAt', '<', checkedBefore.toISOString()),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: PacketRecord[] = [];
    for (const row of candidates) {
      const result = await this.database.db
        .updateTable(TABLE)
        .set({ statusCheckedAt: now.toISOString() })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('statusCheckedAt', 'is', null),
            eb('statusCheckedAt', '<', checkedBefore.toISOString()),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(recordOf(row));
    }
    return claimed;
  }

  /** Packeta's status of an existing packet, and the state it means. */
  async recordStatus(
    id: number,
    state: PacketState,
    status: { code: number; text: string; at: string | null },
    now: Date,
  ): Promise<void> {
    await this.database.db
      .updateTable(TABLE)
      .set({
        state,
        carrierStatusCode: status.code,
        carrierStatusText: status.text.slice(0, 200),
        carrierStatusAt: status.at?.slice(0, 40) ?? null,
        updatedDate: now.toISOString(),
      })
      .where('id', '=', id)
      .where('state', 'in', [...PACKET_TRACKED])
      .execute();
  }
}

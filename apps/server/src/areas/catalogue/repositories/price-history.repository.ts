import {
  entityNamed,
  globalParam,
  PRICED_FIELDS,
  PRICED_PARAMS,
  type EntityDef,
} from '@fotoobraz/domain';
import type { Database } from '../../../repositories/database.ts';
import { columnOf, tableOf } from '../../../repositories/entity-codec.ts';

/** One series of recorded values: a catalogue row's field, or a global param. */
export interface PriceSeriesKey {
  subject: string;
  key: string;
  field: string;
}

/** A recorded value of a series, with its validity. */
export interface RecordedValue extends PriceSeriesKey {
  value: string | null;
  validFrom: Date;
  validTo: Date | null;
}

type PricedEntity = keyof typeof PRICED_FIELDS;

const PARAM_FIELD = 'value';

const isPriced = (name: string): name is PricedEntity => name in PRICED_FIELDS;
const textOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const seriesId = ({ subject, key, field }: PriceSeriesKey) =>
  `${subject}\u0000${key}\u0000${field}`;

/**
 * The validity history of every value pricing reads (Omnibus). A value is recorded as it stands
 * in the database after a write, so recording in the write's transaction keeps the two in step:
 * a write that is refused or rolled back records nothing.
 */
export class PriceHistoryRepository {
  constructor(private readonly database: Database) {}

  /** Records the priced values of `entity`'s row `id` as they are now; other entities: nothing. */
  async recordRow(entity: EntityDef, id: number, at: Date): Promise<void> {
    if (entity.name === globalParam.name) return this.recordParams(at);
    if (!isPriced(entity.name)) return;
    const fields = PRICED_FIELDS[entity.name];
    const row = await this.database.db
      .selectFrom(tableOf(entity))
      .select(fields.map((f) => this.database.db.dynamic.ref(columnOf(entity, f))))
      .where('id', '=', id)
      .executeTakeFirst();
    for (const field of fields) {
      const value = row
        ? textOf((row as Record<string, unknown>)[columnOf(entity, field)])
        : undefined;
      await this.settle({ subject: entity.name, key: String(id), field }, value, at);
    }
  }

  /**
   * Records every priced value that differs from its open interval (or has none): after the
   * demo catalogue is written, or to catch up with changes made outside the application.
   */
  async recordAll(at: Date): Promise<void> {
    for (const name of Object.keys(PRICED_FIELDS) as PricedEntity[]) {
      const entity = entityNamed(name)!;
      const rows = await this.database.db.selectFrom(tableOf(entity)).select('id').execute();
      for (const { id } of rows) await this.recordRow(entity, Number(id), at);
    }
    await this.recordParams(at);
  }

  /** Every recorded value of the series asked for, oldest first. */
  async valuesOf(series: readonly PriceSeriesKey[]): Promise<RecordedValue[]> {
    if (series.length === 0) return [];
    const wanted = new Set(series.map(seriesId));
    const keysBySubject = new Map<string, Set<string>>();
    for (const { subject, key } of series) {
      keysBySubject.set(subject, (keysBySubject.get(subject) ?? new Set()).add(key));
    }
    const rows = await this.database.db
      .selectFrom('priceHistory')
      .select(['subject', 'subjectKey', 'field', 'value', 'validFrom', 'validTo'])
      .where((eb) =>
        eb.or(
          [...keysBySubject].map(([subject, keys]) =>
            eb.and([eb('subject', '=', subject), eb('subjectKey', 'in', [...keys])]),
          ),
        ),
      )
      .orderBy('validFrom')
      .orderBy('id')
      .execute();
    return rows
      .map((r) => ({
        subject: r.subject,
        key: r.subjectKey,
        field: r.field,
        value: r.value,
        validFrom: new Date(r.validFrom),
        validTo: r.validTo === null ? null : new Date(r.validTo),
      }))
      .filter((r) => wanted.has(seriesId(r)));
  }

  /** The priced global params; one that does not exist is recorded as holding nothing. */
  private async recordParams(at: Date): Promise<void> {
    const rows = await this.database.db
      .selectFrom('globalParam')
      .select(['name', 'value'])
      .where('name', 'in', PRICED_PARAMS)
      .execute();
    const values = new Map(rows.map((r) => [r.name, r.value]));
    for (const name of PRICED_PARAMS) {
      const series = { subject: globalParam.name, key: name, field: PARAM_FIELD };
      await this.settle(series, values.get(name) ?? null, at);
    }
  }

  /**
   * Ends the series' open interval at `at` and opens one with `value` from `at`, unless the open
   * one holds it already; `undefined` (the row is gone) only ends it.
   */
  private async settle(
    series: PriceSeriesKey,
    value: string | null | undefined,
    at: Date,
  ): Promise<void> {
    const { db } = this.database;
    const open = await db
      .selectFrom('priceHistory')
      .select(['id', 'value'])
      .where('subject', '=', series.subject)
      .where('subjectKey', '=', series.key)
      .where('field', '=', series.field)
      .where('validTo', 'is', null)
      .executeTakeFirst();
    if (open && open.value === value) return;
    const instant = at.toISOString();
    if (open)
      await db
        .updateTable('priceHistory')
        .set({ validTo: instant })
        .where('id', '=', open.id)
        .execute();
    if (value === undefined) return;
    await db
      .insertInto('priceHistory')
      .values({
        subject: series.subject,
        subjectKey: series.key,
        field: series.field,
        value,
        validFrom: instant,
        validTo: null,
      })
      .execute();
  }
}

/** The series of a global param pricing reads. */
export const paramSeries = (name: string): PriceSeriesKey => ({
  subject: globalParam.name,
  key: name,
  field: PARAM_FIELD,
});

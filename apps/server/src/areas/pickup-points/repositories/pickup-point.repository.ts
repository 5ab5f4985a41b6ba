import { PICKUP_POINT_KIND, type PickupPoint, type PickupPointKind } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../../repositories/database.ts';
import type { PickupPointTable } from '../../../repositories/delivery-tables.ts';
import { rowWhere } from '../../../repositories/row-queries.ts';

/** A page of a search. */
export interface PickupPointPage {
  rows: PickupPoint[];
  total: number;
}

/**
 * What a search compares: lower case without diacritics, so 'zilina' finds 'Žilina'.
 * @example searchableText('Námestie SNP 1, Žilina') // -> 'namestie snp 1, zilina'
 */
export const searchableText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The search words of a point, and of the postcode without its space ('811 01' and '81101'). */
const searchTextOf = (point: PickupPoint): string =>
  searchableText(
    [point.name, point.street, point.city, point.zip, point.zip.replace(/\s/g, '')].join(' '),
  );

const numberOrNull = (value: string | null): number | null =>
  value === null || value === '' ? null : Number(value);

const pointOf = (row: Selectable<PickupPointTable>): PickupPoint => ({
  id: row.packetaId,
  name: row.name,
  street: row.street,
  city: row.city,
  zip: row.zip,
  country: row.country,
  kind: (PICKUP_POINT_KIND as readonly string[]).includes(row.kind)
    ? (row.kind as PickupPointKind)
    : 'POINT',
  openingHours: row.openingHours ?? '',
  maxWeightGrams: row.maxWeightGrams === null ? null : Number(row.maxWeightGrams),
  maxLengthCm: row.maxLengthCm === null ? null : Number(row.maxLengthCm),
  maxSumCm: row.maxSumCm === null ? null : Number(row.maxSumCm),
  latitude: numberOrNull(row.latitude),
  longitude: numberOrNull(row.longitude),
});

/** Rows written per insert statement: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 200;

/** Packeta's pick-up points (table pickup_point), as the last good refresh of the feed left them. */
export class PickupPointRepository {
  constructor(private readonly database: Database) {}

  /** The point of Packeta's id `id`; undefined when the list has none. */
  async byId(id: string): Promise<PickupPoint | undefined> {
    const row = await rowWhere(this.database.db, 'pickupPoint', 'packetaId', id);
    return row && pointOf(row);
  }

  /**
   * The points whose name, street, town or postcode hold every word of `q`, by town and name;
   * every point when `q` is blank; only points of `kinds` when given.
   */
  async search(
    q: string,
    page: number,
    size: number,
    kinds?: readonly PickupPointKind[],
  ): Promise<PickupPointPage> {
    // A comma typed after a town ('Žilina, Národná') is no part of a word.
    const words = searchableText(q)
      .split(/[\s,;]+/)
      .filter(Boolean);
    let query = this.database.db.selectFrom('pickupPoint');
    if (kinds?.length) query = query.where('kind', 'in', kinds);
    for (const word of words) query = query.where('searchText', 'like', `%${escapeLike(word)}%`);
    const [rows, counted] = await Promise.all([
      query
        .selectAll()
        .orderBy('city')
        .orderBy('name')
        .orderBy('packetaId')
        .limit(size)
        .offset(page * size)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    ]);
    return { rows: rows.map(pointOf), total: Number(counted?.total ?? 0) };
  }

  /** How many points the list holds. */
  async count(): Promise<number> {
    const counted = await this.database.db
      .selectFrom('pickupPoint')
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    return Number(counted?.total ?? 0);
  }

  /**
   * Replaces the whole list with `points`. Run it in a transaction: a reader then sees the old
   * list or the new one, never a mix.
   */
  async replaceAll(points: readonly PickupPoint[]): Promise<void> {
    await this.database.db.deleteFrom('pickupPoint').execute();
    for (let i = 0; i < points.length; i += BATCH) {
      await this.database.db
        .insertInto('pickupPoint')
        .values(
          points.slice(i, i + BATCH).map((point) => ({
            packetaId: point.id,
            name: point.name,
            street: point.street,
            city: point.city,
            zip: point.zip,
            country: point.country,
            kind: point.kind,
            openingHours: point.openingHours,
            maxWeightGrams: point.maxWeightGrams,
            maxLengthCm: point.maxLengthCm,
            maxSumCm: point.maxSumCm,
            latitude: point.latitude === null ? null : String(point.latitude),
            longitude: point.longitude === null ? null : String(point.longitude),
            searchText: searchTextOf(point),
          })),
        )
        .execute();
    }
  }
}

/** A word without LIKE's wildcards: a typed % or _ is dropped, never a match-all. */
const escapeLike = (word: string): string => word.replace(/[%_\\]/g, '');

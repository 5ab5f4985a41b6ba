import { sql, type ExpressionBuilder, type StringReference } from 'kysely';
import type {
  ConfigSize,
  FrameStockRow,
  LeadTimeFacts,
  LeadTimeQuestion,
  ProductEnum,
} from '@fotoobraz/domain';
import type { Database } from './database.ts';
import type { DB } from './tables.ts';

/** The settings of a request and the lead times of the parts it prices, as one read gives them. */
export interface SettingsWithLeadTimes {
  params: Map<string, string | null>;
  leadTimes: LeadTimeFacts;
}

/** A row of the one read: a param, a manufacturer's days, or a frame's stock in a size. */
interface FactRow {
  kind: string;
  key: string;
  value: string | null;
  size: string | null;
}

type LeadTimeTable = 'manufacturer' | 'frameInStock';
/** A column of `T`, as a query on either lead-time table may name it. */
type ColumnOf<T extends LeadTimeTable> = keyof DB[T] & StringReference<DB, LeadTimeTable>;
/** The part's id a lead time is looked up by. */
type LeadTimeKey = 'id' | 'frameId';

const NO_SIZE = sql<string | null>`cast(null as varchar(255))`.as('size');

/**
 * The rows of `table` whose `key` is one of `ids`, as fact rows of `kind`: key, value and size
 * cast to text like a param's, so that they join the params' statement as one union. Built from
 * the expression builder: a part of that statement, not a statement of its own.
 */
const leadTimeRows =
  <T extends LeadTimeTable>(
    table: T,
    kind: 'm' | 's',
    ids: readonly number[],
    key: ColumnOf<T> & LeadTimeKey,
    value: ColumnOf<T>,
    size?: ColumnOf<T>,
  ) =>
  (union: ExpressionBuilder<DB, 'globalParam'>) =>
    union
      .selectFrom<LeadTimeTable>(table)
      .select((eb) => [
        sql.lit(kind).as('kind'),
        eb.cast<string>(key, 'varchar(20)').as('key'),
        eb.cast<string | null>(value, 'varchar(20)').as('value'),
        size ? eb.cast<string | null>(size, 'varchar(255)').as('size') : NO_SIZE,
      ])
      .where(key as LeadTimeKey, 'in', ids);

/** Read-only catalogue facts the rules need: settings and the sizes on offer. */
export class CatalogueRepository {
  constructor(private readonly database: Database) {}

  private get enabledTrue(): boolean | number {
    return this.database.dialect === 'sqlite' ? 1 : true;
  }

  /** Values of the named global params that exist (names are unique). */
  async globalParams(names: readonly string[]): Promise<Map<string, string | null>> {
    if (names.length === 0) return new Map();
    const rows = await this.database.db
      .selectFrom('globalParam')
      .select(['name', 'value'])
      .where('name', 'in', names)
      .execute();
    return new Map(rows.map((r) => [r.name, r.value]));
  }

  /**
   * The named global params with the lead times of the manufacturers and frames asked for, in one
   * statement (a union): a priced request reads its settings anyway, so the parts' production
   * days cost it no statement, and are never older than the request.
   */
  async globalParamsWithLeadTimes(
    names: readonly string[],
    { manufacturerIds, frameIds }: LeadTimeQuestion,
  ): Promise<SettingsWithLeadTimes> {
    const db = this.database.db;
    let query = db
      .selectFrom('globalParam')
      .select([sql<string>`'p'`.as('kind'), 'name as key', 'value', NO_SIZE])
      .where('name', 'in', names.length ? names : ['-']);
    if (manufacturerIds.length) {
      query = query.unionAll(
        leadTimeRows('manufacturer', 'm', manufacturerIds, 'id', 'deliveryDateDays'),
      );
    }
    if (frameIds.length) {
      query = query.unionAll(
        leadTimeRows('frameInStock', 's', frameIds, 'frameId', 'inStock', 'totalSizeCm'),
      );
    }
    const rows: FactRow[] = await query.execute();
    const params = new Map<string, string | null>();
    const manufacturerDays = new Map<number, number | null>();
    const frameStock = new Map<number, FrameStockRow[]>();
    const numberOf = (text: string | null) => (text == null ? null : Number(text));
    for (const row of rows) {
      if (row.kind === 'p') params.set(row.key, row.value);
      else if (row.kind === 'm') manufacturerDays.set(Number(row.key), numberOf(row.value));
      else {
        const stock = frameStock.get(Number(row.key)) ?? [];
        stock.push({ totalSizeCm: row.size, inStock: numberOf(row.value) });
        frameStock.set(Number(row.key), stock);
      }
    }
    return { params, leadTimes: { manufacturerDays, frameStock } };
  }

  /** Sizes of enabled products: their ratios are the shop's supported ratios (DESIGN.md §4). */
  async enabledConfigSizes(): Promise<ConfigSize[]> {
    const rows = await this.database.db
      .selectFrom('productConfig as pc')
      .innerJoin('product as p', 'p.id', 'pc.productId')
      .select(['pc.productEnum', 'pc.ratio', 'pc.totalSizeCm', 'pc.photoSizeCm'])
      .where('p.enabled', '=', this.enabledTrue)
      .orderBy('pc.id')
      .execute();
    return rows.map((r) => ({ ...r, productEnum: r.productEnum as ProductEnum }));
  }
}

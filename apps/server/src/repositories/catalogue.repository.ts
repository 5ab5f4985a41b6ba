import type { ConfigSize, ProductEnum } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from './database.ts';

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
      .selectFrom('global_param')
      .select([sql.ref('name').as('name'), sql.ref('value').as('value')])
      .where(sql.ref('name'), 'in', names)
      .execute();
    return new Map(rows.map((r) => [String(r.name), (r.value as string | null) ?? null]));
  }

  /** Sizes of enabled products: their ratios are the shop's supported ratios (DESIGN.md §4). */
  async enabledConfigSizes(): Promise<ConfigSize[]> {
    const rows = await this.database.db
      .selectFrom('product_config as pc')
      .innerJoin('product as p', 'p.id', 'pc.product_id')
      .select([
        sql.ref('pc.product_enum').as('productEnum'),
        sql.ref('pc.ratio').as('ratio'),
        sql.ref('pc.total_size_cm').as('totalSizeCm'),
        sql.ref('pc.photo_size_cm').as('photoSizeCm'),
      ])
      .where(sql.ref('p.enabled'), '=', this.enabledTrue)
      .orderBy(sql.ref('pc.id'))
      .execute();
    return rows.map((r) => ({
      productEnum: r.productEnum as ProductEnum,
      ratio: String(r.ratio),
      totalSizeCm: String(r.totalSizeCm),
      photoSizeCm: (r.photoSizeCm as string | null) ?? null,
    }));
  }
}

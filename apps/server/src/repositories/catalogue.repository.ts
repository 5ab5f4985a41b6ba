import type { ConfigSize, ProductEnum } from '@fotoobraz/domain';
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
      .selectFrom('globalParam')
      .select(['name', 'value'])
      .where('name', 'in', names)
      .execute();
    return new Map(rows.map((r) => [r.name, r.value]));
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

import { entityInputSchema, type EntityDef } from '@fotoobraz/domain';
import type { Clock } from '../../lib/clock.ts';
import type { EntityRepository } from '../../repositories/entity.repository.ts';

/**
 * Writes rows through the model: each row is validated by the same schema as an admin's POST,
 * so the demo catalogue can never hold what the API would refuse.
 */
export class ModelWriter {
  readonly counts: Record<string, number> = {};
  private readonly schemas = new Map<string, ReturnType<typeof entityInputSchema>>();

  constructor(
    private readonly repository: EntityRepository,
    /** Dates the fields filled on creation with 'now', as the API's creation does. */
    private readonly now: Clock,
  ) {}

  async insert(entity: EntityDef, values: Record<string, unknown>): Promise<number> {
    let schema = this.schemas.get(entity.name);
    if (!schema) {
      schema = entityInputSchema(entity, 'create');
      this.schemas.set(entity.name, schema);
    }
    const withDefaults = { ...values };
    for (const [name, f] of Object.entries(entity.fields)) {
      if (
        f.onCreate !== undefined &&
        (withDefaults[name] === undefined || withDefaults[name] === null)
      ) {
        withDefaults[name] = f.onCreate === 'now' ? this.now().toISOString() : f.onCreate;
      }
    }
    const parsed = schema.safeParse(withDefaults);
    if (!parsed.success) {
      throw new Error(
        `demo ${entity.name} '${String(values.name ?? values.desc ?? '')}' is invalid: ${parsed.error.message}`,
      );
    }
    const id = await this.repository.insert(entity, parsed.data);
    this.counts[entity.name] = (this.counts[entity.name] ?? 0) + 1;
    return id;
  }

  /** Writes a row that must get `id` (the spec's 'none' rows), or throws. */
  async insertWithId(
    entity: EntityDef,
    id: number,
    values: Record<string, unknown>,
  ): Promise<number> {
    const got = await this.insert(entity, values);
    if (got !== id) {
      throw new Error(
        `demo ${entity.name} '${String(values.name)}' must have id ${id} but got ${got}: the table held rows before; seed into a fresh database`,
      );
    }
    return got;
  }

  /**
   * Writes `rows` in order, the first being the spec's 'none' row, which must get id 1
   * (customer spec §5: set when a product asks for no such part). Returns the ids by key.
   */
  async insertNoneFirst<R extends { key: string }>(
    entity: EntityDef,
    rows: readonly R[],
    valuesOf: (row: R, index: number) => Record<string, unknown>,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const [i, row] of rows.entries()) {
      const values = valuesOf(row, i);
      ids.set(
        row.key,
        await (i === 0 ? this.insertWithId(entity, 1, values) : this.insert(entity, values)),
      );
    }
    return ids;
  }
}

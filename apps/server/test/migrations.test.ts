import {
  columnOf,
  contentTypeField,
  ENTITIES,
  MODEL,
  relationColumnOf,
  type EntityDef,
  type FieldDef,
} from '@fotoobraz/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/repositories/database.ts';
import { EntityRepository } from '../src/repositories/entity.repository.ts';
import { sampleInput } from './helpers/sample-input.ts';
import { openTestDatabase, TEST_DB } from './helpers/test-app.ts';

/** The SQL type family each field kind must be stored in, per dialect. */
const FAMILY: Record<typeof TEST_DB, Record<Exclude<FieldDef['kind'], 'relation'>, RegExp>> = {
  sqlite: {
    string: /^varchar/i,
    enum: /^varchar/i,
    text: /^text$/i,
    integer: /^integer$/i,
    long: /^bigint$/i,
    decimal: /^numeric/i,
    boolean: /^integer$/i,
    instant: /^text$/i,
    blob: /^blob$/i,
  },
  postgres: {
    string: /^varchar$/i,
    enum: /^varchar$/i,
    text: /^text$/i,
    integer: /^int4$/i,
    long: /^int8$/i,
    decimal: /^numeric$/i,
    boolean: /^bool$/i,
    instant: /^timestamptz$/i,
    blob: /^bytea$/i,
  },
};
const INTEGER = { sqlite: /^integer$/i, postgres: /^int4$/i }[TEST_DB];

describe(`migrations match the entity model (${TEST_DB})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let tables: Awaited<ReturnType<Database['db']['introspection']['getTables']>>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await migrateToLatest(database.db);
    tables = await database.db.introspection.getTables();
  });
  afterAll(() => dispose?.());

  it('migrating again changes nothing', async () => {
    await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
  });

  // What 'ordered' means asks it per basket line on every read of a basket.
  it('finds the order an admin entered for a crafted product by an index', async () => {
    const query =
      TEST_DB === 'sqlite'
        ? sql<{ name: string }>`select il.name as name from pragma_index_list('customer_order') il
            join pragma_index_info(il.name) ii where ii.name = 'crafted_product_id'`
        : sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'customer_order'
            and indexdef like '%(crafted_product_id)'`;
    expect((await query.execute(database.db)).rows).toHaveLength(1);
  });

  // The back-office's 18 and the order's lines.
  for (const entity of MODEL as readonly EntityDef[]) {
    it(`${entity.table} has exactly the columns of ${entity.name}, with matching types and nullability`, () => {
      const table = tables.find((t) => t.name === entity.table);
      expect(table, `table ${entity.table}`).toBeDefined();
      const actual = new Map(table!.columns.map((c) => [c.name, c]));
      const expected = new Map<string, { family: RegExp; nullable: boolean }>([
        ['id', { family: INTEGER, nullable: false }],
      ]);
      for (const [name, f] of Object.entries(entity.fields)) {
        const nullable = !f.required;
        if (f.kind === 'relation') {
          expected.set(relationColumnOf(name), { family: INTEGER, nullable });
        } else {
          expected.set(columnOf(name), { family: FAMILY[TEST_DB][f.kind], nullable });
          if (f.kind === 'blob') {
            expected.set(columnOf(contentTypeField(name)), {
              family: FAMILY[TEST_DB].string,
              nullable: true,
            });
          }
        }
      }
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [column, want] of expected) {
        const got = actual.get(column)!;
        expect(got.dataType, `${entity.table}.${column} type`).toMatch(want.family);
        // SQLite reports its INTEGER PRIMARY KEY as nullable, though it never holds null.
        if (column !== 'id') {
          expect(got.isNullable, `${entity.table}.${column} nullable`).toBe(want.nullable);
        }
      }
    });
  }

  // Queries name columns in camelCase (`text1`, `bigPictureUrl`, table `frame2`); the case
  // translation must land on the columns the migrations made, and bring every value back.
  it.each(ENTITIES.map((e) => [e.name, e] as const))(
    'writes every field of %s to its column and reads it back',
    async (_, entity) => {
      const entities = new EntityRepository(database);
      const sample = sampleInput(entity);
      const id = await entities.insert(entity, sample);
      expect(await entities.findById(entity, id, { kind: 'all' })).toEqual({
        id,
        ...Object.fromEntries(Object.keys(entity.fields).map((field) => [field, null])),
        ...sample,
      });
      const sorted = await entities.list(entity, {
        scope: { kind: 'all' },
        filters: [],
        sort: Object.keys(entity.fields)
          .filter((f) => entity.fields[f].kind !== 'blob')
          .map((field) => ({ field, dir: 'asc' as const })),
        offset: 0,
        limit: 1,
        blobs: { large: false },
      });
      expect(sorted.total).toBe(1);
      await entities.delete(entity, id);
    },
  );
});

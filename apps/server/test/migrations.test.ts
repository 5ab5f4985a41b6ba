import {
  columnOf,
  contentTypeField,
  ENTITIES,
  relationColumnOf,
  type FieldDef,
} from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/repositories/database.ts';
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

  for (const entity of ENTITIES) {
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
});

import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../repositories/database.ts';

export type ColumnKind =
  'string' | 'text' | 'integer' | 'long' | 'decimal' | 'boolean' | 'instant' | 'blob';

/**
 * The SQL type of each column kind per dialect. SQLite keeps instants as ISO 8601 text (which
 * sorts correctly) and booleans as 0/1; PostgreSQL has native types for both.
 */
export const sqlType = (
  dialect: DialectName,
  kind: ColumnKind,
  maxLength = 255,
): RawBuilder<unknown> => {
  const pgsql = dialect === 'postgres';
  switch (kind) {
    case 'string':
      return sql.raw(`varchar(${maxLength})`);
    case 'text':
      return sql.raw('text');
    case 'integer':
      return sql.raw('integer');
    case 'long':
      return sql.raw('bigint');
    case 'decimal':
      return sql.raw('numeric(14,4)');
    case 'boolean':
      return sql.raw(pgsql ? 'boolean' : 'integer');
    case 'instant':
      return sql.raw(pgsql ? 'timestamptz' : 'text');
    case 'blob':
      return sql.raw(pgsql ? 'bytea' : 'blob');
  }
};

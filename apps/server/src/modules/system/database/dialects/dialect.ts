import type { DbForeignKeyOutput, DbIndexOutput } from '@retail/contracts/api/system/database';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the catalogs read any table, untyped and unrenamed
export type RawDb = Kysely<any>;

export interface TableInfo {
  name: string;
  comment: string | null;
  rowEstimate: number | null;
}

/** What Kysely's introspection does not tell of a column. */
export interface ColumnInfo {
  name: string;
  rawType: string;
  defaultValue: string | null;
  primaryKey: boolean;
}

/**
 * One database's catalog queries: its base tables (with the comment and row estimate it keeps), and of one table
 * the columns' raw types, defaults and primary key, its indexes and its foreign keys. Table names are always
 * bound as parameters; none is ever written into the SQL text.
 */
export interface DialectCatalog {
  /** The schema whose tables these are, where introspection lists several (PostgreSQL). */
  schemaName(): Promise<string | undefined>;
  tables(): Promise<TableInfo[]>;
  columns(table: string): Promise<ColumnInfo[]>;
  /** without the primary key's own index */
  indexes(table: string): Promise<DbIndexOutput[]>;
  foreignKeys(table: string): Promise<DbForeignKeyOutput[]>;
}

const CAST = /^(.*)::[a-z_ ]+(?:\(\d+(?:,\d+)?\))?(?:\[\])?$/is;

/**
 * A default as the catalog writes it, made readable: PostgreSQL's casts (`'a'::character varying`) and the quotes
 * of a text taken off; MariaDB's `NULL` (no default) is none.
 */
export function cleanDefault(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  let value = text.trim();
  let cast = CAST.exec(value);
  while (cast) {
    value = (cast[1] ?? '').trim();
    cast = CAST.exec(value);
  }
  if (/^null$/i.test(value)) return null;
  const quoted = /^'(.*)'$/s.exec(value);
  return quoted ? (quoted[1] ?? '').replace(/''/g, "'") : value;
}

/** Rows of one key, in order, as lists: `[{name: 'a', column: 'x'}, {name: 'a', column: 'y'}]` → `a: [x, y]`. */
export function groupBy<R, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A number from a driver (bigint, numeric text), or null. */
export const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A comment, or null when blank. */
export const commentOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

import { type RawBuilder, sql } from 'kysely';
import type { DbType } from '../../config.ts';

/** `column LIKE %value%`, case-insensitive on every database, with the value's wildcards escaped. */
export function containsText(dbType: DbType, column: string, value: string): RawBuilder<boolean> {
  const pattern = `%${value.replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return dbType === 'postgres'
    ? sql<boolean>`${sql.ref(column)} ilike ${pattern} escape '!'`
    : sql<boolean>`${sql.ref(column)} like ${pattern} escape '!'`;
}

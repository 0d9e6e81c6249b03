import type { DbForeignKeyOutput, DbIndexOutput } from '@retail/contracts/api/system/database';
import { sql } from 'kysely';
import {
  type ColumnInfo,
  cleanDefault,
  type DialectCatalog,
  groupBy,
  numberOrNull,
  type RawDb,
  type TableInfo,
} from './dialect.ts';

/**
 * SQLite's catalog through its table-valued pragma functions, which take the table name as a bound parameter.
 * SQLite keeps no comments; a row estimate exists only where ANALYZE filled sqlite_stat1.
 */
export function sqliteCatalog(db: RawDb): DialectCatalog {
  return {
    schemaName: async () => undefined,

    async tables(): Promise<TableInfo[]> {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'
        order by name`.execute(db);
      const estimates = await statEstimates(db);
      return rows.map(({ name }) => ({ name, comment: null, rowEstimate: estimates.get(name) ?? null }));
    },

    async columns(table: string): Promise<ColumnInfo[]> {
      const { rows } = await sql<{ name: string; type: string; dflt_value: string | null; pk: number }>`
        select name, type, dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        rawType: row.type,
        defaultValue: cleanDefault(row.dflt_value),
        primaryKey: row.pk > 0,
      }));
    },

    async indexes(table: string): Promise<DbIndexOutput[]> {
      const { rows } = await sql<{ name: string; unique: number; origin: string }>`
        select name, "unique" as "unique", origin from pragma_index_list(${table})
        where origin <> 'pk' order by name`.execute(db);
      const indexes: DbIndexOutput[] = [];
      for (const index of rows) {
        const { rows: columns } = await sql<{ name: string | null }>`
          select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
        indexes.push({
          name: index.name,
          columns: columns.map((c) => c.name ?? '(expression)'),
          unique: index.unique === 1,
        });
      }
      return indexes;
    },

    async foreignKeys(table: string): Promise<DbForeignKeyOutput[]> {
      const { rows } = await sql<{
        id: number;
        ref_table: string;
        from_column: string;
        to_column: string | null;
        on_update: string;
        on_delete: string;
      }>`
        select id, "table" as ref_table, "from" as from_column, "to" as to_column, on_update, on_delete
        from pragma_foreign_key_list(${table}) order by id, seq`.execute(db);
      return [...groupBy(rows, (row) => row.id).values()].map((parts) => {
        const first = parts[0] as (typeof parts)[number];
        return {
          name: null,
          columns: parts.map((p) => p.from_column),
          refTable: first.ref_table,
          // a key naming no column refers to the other table's primary key
          refColumns: parts.map((p) => p.to_column ?? 'id'),
          onDelete: first.on_delete,
          onUpdate: first.on_update,
        };
      });
    },
  };
}

/** Rows per table from sqlite_stat1 (the first number of each index's statistics), when ANALYZE made it. */
async function statEstimates(db: RawDb): Promise<Map<string, number>> {
  const { rows: stat } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (stat.length === 0) return new Map();
  const { rows } = await sql<{ tbl: string; stat: string }>`select tbl, stat from sqlite_stat1`.execute(db);
  const estimates = new Map<string, number>();
  for (const row of rows) {
    const n = numberOrNull(String(row.stat).split(' ')[0]);
    if (n !== null) estimates.set(row.tbl, Math.max(n, estimates.get(row.tbl) ?? 0));
  }
  return estimates;
}

import type { DbForeignKeyOutput, DbIndexOutput } from '@retail/contracts/api/system/database';
import { sql } from 'kysely';
import {
  type ColumnInfo,
  cleanDefault,
  commentOf,
  type DialectCatalog,
  groupBy,
  numberOrNull,
  type RawDb,
  type TableInfo,
} from './dialect.ts';

/**
 * MySQL's and MariaDB's catalog of the connected database (information_schema). The row estimate is InnoDB's
 * `table_rows` statistic. MariaDB writes a column without a default as `NULL` and quotes text defaults; MySQL
 * does neither: both read the same after `cleanDefault`.
 */
export function mysqlCatalog(db: RawDb): DialectCatalog {
  return {
    // introspection lists only the connected database's tables
    schemaName: async () => undefined,

    async tables(): Promise<TableInfo[]> {
      const { rows } = await sql<{ name: string; comment: string | null; estimate: unknown }>`
        select table_name as name, table_comment as comment, table_rows as estimate
        from information_schema.tables
        where table_schema = database() and table_type = 'BASE TABLE'
        order by table_name`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        comment: commentOf(row.comment),
        rowEstimate: numberOrNull(row.estimate),
      }));
    },

    async columns(table: string): Promise<ColumnInfo[]> {
      const { rows } = await sql<{
        name: string;
        raw_type: string;
        default_value: string | null;
        column_key: string;
      }>`
        select column_name as name, column_type as raw_type, column_default as default_value,
          column_key as column_key
        from information_schema.columns
        where table_schema = database() and table_name = ${table}
        order by ordinal_position`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        rawType: row.raw_type,
        defaultValue: cleanDefault(row.default_value),
        primaryKey: row.column_key === 'PRI',
      }));
    },

    async indexes(table: string): Promise<DbIndexOutput[]> {
      const { rows } = await sql<{ name: string; non_unique: unknown; column_name: string | null }>`
        select index_name as name, non_unique as non_unique, column_name as column_name
        from information_schema.statistics
        where table_schema = database() and table_name = ${table} and index_name <> 'PRIMARY'
        order by index_name, seq_in_index`.execute(db);
      return [...groupBy(rows, (row) => row.name)].map(([name, parts]) => ({
        name,
        columns: parts.map((p) => p.column_name ?? '(expression)'),
        unique: Number(parts[0]?.non_unique) === 0,
      }));
    },

    async foreignKeys(table: string): Promise<DbForeignKeyOutput[]> {
      const { rows } = await sql<{
        name: string;
        column_name: string;
        ref_table: string;
        ref_column: string;
        on_delete: string;
        on_update: string;
      }>`
        select k.constraint_name as name, k.column_name as column_name, k.referenced_table_name as ref_table,
          k.referenced_column_name as ref_column, r.delete_rule as on_delete, r.update_rule as on_update
        from information_schema.key_column_usage k
        join information_schema.referential_constraints r
          on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
          and r.table_name = k.table_name
        where k.table_schema = database() and k.table_name = ${table} and k.referenced_table_name is not null
        order by k.constraint_name, k.ordinal_position`.execute(db);
      return [...groupBy(rows, (row) => row.name)].map(([name, parts]) => {
        const first = parts[0] as (typeof parts)[number];
        return {
          name,
          columns: parts.map((p) => p.column_name),
          refTable: first.ref_table,
          refColumns: parts.map((p) => p.ref_column),
          onDelete: first.on_delete,
          onUpdate: first.on_update,
        };
      });
    },
  };
}

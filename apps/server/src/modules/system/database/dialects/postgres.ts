import type { DbForeignKeyOutput, DbIndexOutput } from '@retail/contracts/api/system/database';
import { sql } from 'kysely';
import {
  type ColumnInfo,
  cleanDefault,
  commentOf,
  type DialectCatalog,
  numberOrNull,
  type RawDb,
  type TableInfo,
} from './dialect.ts';

/** The oid of a table of the connected schema, the name bound as a parameter. */
const tableOid = (table: string) => sql`(
  select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relname = ${table} and c.relkind in ('r', 'p')
)`;

/** pg_constraint's one-letter actions. */
const ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/**
 * PostgreSQL's catalog of the connected schema (pg_class, pg_attribute, pg_index, pg_constraint). The row
 * estimate is the planner's `reltuples` (none before the table was first analysed).
 */
export function postgresCatalog(db: RawDb): DialectCatalog {
  return {
    async schemaName() {
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
      return rows[0]?.name;
    },

    async tables(): Promise<TableInfo[]> {
      const { rows } = await sql<{ name: string; comment: string | null; estimate: number | null }>`
        select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.reltuples as estimate
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
        order by c.relname`.execute(db);
      return rows.map((row) => {
        const estimate = numberOrNull(row.estimate);
        return {
          name: row.name,
          comment: commentOf(row.comment),
          rowEstimate: estimate === null || estimate < 0 ? null : Math.round(estimate),
        };
      });
    },

    async columns(table: string): Promise<ColumnInfo[]> {
      const { rows } = await sql<{
        name: string;
        raw_type: string;
        default_value: string | null;
        primary_key: boolean;
      }>`
        select a.attname as name, format_type(a.atttypid, a.atttypmod) as raw_type,
          pg_get_expr(d.adbin, d.adrelid) as default_value,
          exists (
            select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)
          ) as primary_key
        from pg_attribute a
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ${tableOid(table)} and a.attnum > 0 and not a.attisdropped
        order by a.attnum`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        rawType: row.raw_type,
        defaultValue: cleanDefault(row.default_value),
        primaryKey: row.primary_key,
      }));
    },

    async indexes(table: string): Promise<DbIndexOutput[]> {
      const { rows } = await sql<{ name: string; is_unique: boolean; columns: string[] }>`
        select ic.relname as name, i.indisunique as is_unique,
          array(
            select pg_get_indexdef(i.indexrelid, k, true) from generate_series(1, i.indnkeyatts) as k order by k
          ) as columns
        from pg_index i join pg_class ic on ic.oid = i.indexrelid
        where i.indrelid = ${tableOid(table)} and not i.indisprimary
        order by ic.relname`.execute(db);
      return rows.map((row) => ({ name: row.name, columns: row.columns, unique: row.is_unique }));
    },

    async foreignKeys(table: string): Promise<DbForeignKeyOutput[]> {
      const names = (keys: string, rel: string) =>
        sql.raw(`array(
        select a.attname::text from unnest(con.${keys}) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = con.${rel} and a.attnum = k.attnum order by k.ord
      )`);
      const { rows } = await sql<{
        name: string;
        columns: string[];
        ref_table: string;
        ref_columns: string[];
        on_delete: string;
        on_update: string;
      }>`
        select con.conname as name, ${names('conkey', 'conrelid')} as columns, rc.relname as ref_table,
          ${names('confkey', 'confrelid')} as ref_columns,
          con.confdeltype as on_delete, con.confupdtype as on_update
        from pg_constraint con join pg_class rc on rc.oid = con.confrelid
        where con.conrelid = ${tableOid(table)} and con.contype = 'f'
        order by con.conname`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        columns: row.columns,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
        onDelete: ACTIONS[row.on_delete] ?? null,
        onUpdate: ACTIONS[row.on_update] ?? null,
      }));
    },
  };
}

import { type Kysely, sql } from 'kysely';
import type { DbType } from '../../config.ts';
import { TENANT_COLUMN, TENANT_TABLES } from '../db/tenant-tables.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- archives move rows of every table, untyped
export type AnyDb = Kysely<any>;

/**
 * Tables an archive leaves out: the migration bookkeeping (the target has its own), the backup list (it
 * describes the archives, not the data), sessions (a restored session would sign people in
 * again; every session ends at a restore instead), scheduler nodes (processes, not data), and the search terms
 * and positions that triggers and migrations derive from the goods.
 */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set([
  'sys_migration',
  'sys_migration_lock',
  'sys_backup',
  'sys_session',
  'sys_job_node',
  'retail_goods_search',
  'retail_search_position',
]);

/** Tables without a tenant column whose rows belong to a tenant through a user or a role. */
export const TENANT_LINKS: Readonly<Record<string, { column: string; parent: string }>> = {
  sys_user_role: { column: 'user_id', parent: 'sys_user' },
  sys_user_ext_org: { column: 'user_id', parent: 'sys_user' },
  sys_role_menu: { column: 'role_id', parent: 'sys_role' },
  sys_role_org: { column: 'role_id', parent: 'sys_role' },
};

export interface TableSpec {
  name: string;
  /** sorted by name: the same order on every database */
  columns: string[];
}

/** The archived tables of a database with their columns, sorted by name. */
export async function archivedTables(db: AnyDb, type: DbType): Promise<TableSpec[]> {
  const tables = await db.introspection.getTables();
  return (
    tables
      // PostgreSQL lists every schema's tables (the app's are in public); MySQL only the connected database's
      .filter((t) => !t.isView && (type !== 'postgres' || t.schema === 'public'))
      .filter((t) => !SKIPPED_TABLES.has(t.name) && !t.name.startsWith('sqlite_'))
      .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name).sort() }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  );
}

/** Whether a table's rows belong to a tenant (the tenant row itself, tenant-owned tables and their links). */
export function inTenantScope(table: string): boolean {
  return table === 'sys_tenant' || TENANT_TABLES.has(table) || table in TENANT_LINKS;
}

/** The condition that keeps one tenant's rows of a table in a tenant archive. */
export function tenantCondition(table: string, tenantId: number) {
  if (table === 'sys_tenant') return sql`id = ${tenantId}`;
  if (TENANT_TABLES.has(table)) return sql`${sql.ref(TENANT_COLUMN)} = ${tenantId}`;
  const link = TENANT_LINKS[table];
  if (!link) throw new Error(`table ${table} has no tenant`);
  return sql`${sql.ref(link.column)} in (select id from ${sql.table(link.parent)} where ${sql.ref(TENANT_COLUMN)} = ${tenantId})`;
}

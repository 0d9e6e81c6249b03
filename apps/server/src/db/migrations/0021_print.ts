import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Print templates (issue 20): per tenant and document type, one of them the type's default that every print
 * button uses. Two unique indexes keep the rules in the database on all three kinds, none of which offers a
 * portable partial index:
 * - `is_default` is 1 for the default and NULL otherwise (never 0): NULLs never collide, so (tenant, type,
 *   is_default) admits one default per type, also when two writers race; it also serves lookups by type;
 * - `builtin_key` names the built-in template a row was seeded from (NULL for the tenant's own): (tenant,
 *   builtin_key) makes seeding idempotent, and a soft-deleted seeded row keeps its key, so it is not re-added.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_print')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('doc_type', 'varchar(32)', (c) => c.notNull())
      // the template JSON; an image element may hold up to 400 000 characters, beyond MySQL's 64 KB TEXT
      .addColumn('template', isMysql(db) ? sql`mediumtext` : 'text', (c) => c.notNull())
      .addColumn('is_default', 'smallint')
      .addColumn('builtin_key', 'varchar(32)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(128)')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('ux_sys_print_default')
    .on('sys_print')
    .columns(['tenant_id', 'doc_type', 'is_default'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ux_sys_print_builtin')
    .on('sys_print')
    .columns(['tenant_id', 'builtin_key'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sys_print').ifExists().execute();
}

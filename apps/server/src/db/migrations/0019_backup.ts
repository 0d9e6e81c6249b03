import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * The backup list (issue 18): one row per archive in the backup folder, platform data (no tenant column: the
 * tenant of a tenant archive is `target_tenant_id`). Archives leave this table out, so restoring one never loses
 * the archives made after it, the safety copy included.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_backup')
      .addColumn('file_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('scope', 'varchar(16)', (c) => c.notNull())
      .addColumn('target_tenant_id', 'bigint')
      .addColumn('tenant_name', 'varchar(64)')
      .addColumn('include_files', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('db_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('schema_version', 'varchar(128)', (c) => c.notNull())
      .addColumn('app_version', 'varchar(64)', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sha256', 'varchar(64)')
      .addColumn('table_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('row_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('file_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('progress', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'varchar(512)')
      .addColumn('origin', 'varchar(16)', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)')
      .addColumn('started_time', 'bigint', (c) => c.notNull())
      .addColumn('finished_time', 'bigint')
      .addColumn('tables_json', 'text'),
  ).execute();
  await db.schema.createIndex('ix_sys_backup_started').on('sys_backup').column('started_time').execute();
  await db.schema.createIndex('ux_sys_backup_file').on('sys_backup').column('file_name').unique().execute();
}

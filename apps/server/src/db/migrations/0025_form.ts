import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Designed forms (issue 21): a tenant's forms with their draft schema, the immutable versions each publish
 * freezes, and the submissions staff make, each pinned to the version it was validated against. Schemas and
 * submissions are JSON (form-model.ts); a form of 200 fields, or a rich text, exceeds MySQL's 64 KB TEXT.
 */
export async function up(db: MigrationDb): Promise<void> {
  const json = isMysql(db) ? sql`mediumtext` : 'text';
  await withAudit(
    createTable(db, 'sys_form')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(32)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('draft_schema', json, (c) => c.notNull())
      .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_form_code')
    .on('sys_form')
    .columns(['tenant_id', 'code'])
    .unique()
    .execute();
  await createTable(db, 'sys_form_version')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('form_id', 'bigint', (c) => c.notNull())
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_schema', json, (c) => c.notNull())
    .addColumn('field_count', 'integer', (c) => c.notNull())
    .addColumn('published_time', 'bigint', (c) => c.notNull())
    .addColumn('published_user_id', 'bigint')
    .addColumn('published_user_name', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('ux_sys_form_version')
    .on('sys_form_version')
    .columns(['form_id', 'version_no'])
    .unique()
    .execute();
  await withAudit(
    createTable(db, 'sys_form_data')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('form_id', 'bigint', (c) => c.notNull())
      .addColumn('form_version', 'integer', (c) => c.notNull())
      .addColumn('data', json, (c) => c.notNull())
      // the submitter's organisation, for data scope
      .addColumn('org_id', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('approval_instance_id', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('ix_sys_form_data_form')
    .on('sys_form_data')
    .columns(['tenant_id', 'form_id', 'create_time'])
    .execute();
  await db.schema
    .createIndex('ix_sys_form_data_time')
    .on('sys_form_data')
    .columns(['tenant_id', 'create_time'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sys_form_data').ifExists().execute();
  await db.schema.dropTable('sys_form_version').ifExists().execute();
  await db.schema.dropTable('sys_form').ifExists().execute();
}

import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/** Files, notices (with one row per recipient) and administrative regions. */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_file')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('bucket_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('suffix', 'varchar(16)', (c) => c.notNull())
      .addColumn('file_path', 'varchar(256)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(128)', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('ix_sys_file_tenant_time')
    .on('sys_file')
    .columns(['tenant_id', 'create_time'])
    .execute();

  await withAudit(
    createTable(db, 'sys_notice')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('public_user_id', 'bigint')
      .addColumn('public_user_name', 'varchar(64)')
      .addColumn('public_org_id', 'bigint')
      .addColumn('public_org_name', 'varchar(64)')
      .addColumn('public_time', 'bigint')
      .addColumn('cancel_time', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('ix_sys_notice_tenant_time')
    .on('sys_notice')
    .columns(['tenant_id', 'create_time'])
    .execute();

  await createTable(db, 'sys_notice_user')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('notice_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('read_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ux_sys_notice_user')
    .on('sys_notice_user')
    .columns(['notice_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_sys_notice_user_user')
    .on('sys_notice_user')
    .columns(['user_id', 'read_status'])
    .execute();

  await withAudit(
    createTable(db, 'sys_region')
      .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('remark', 'varchar(128)'),
  ).execute();
  await db.schema.createIndex('ux_sys_region_code').on('sys_region').column('code').unique().execute();
  await db.schema.createIndex('ix_sys_region_pid').on('sys_region').column('pid').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['sys_region', 'sys_notice_user', 'sys_notice', 'sys_file']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/** Tenants, organisations, users and system configuration. */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_tenant')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('org_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('host', 'varchar(128)')
      .addColumn('phone', 'varchar(16)')
      .addColumn('email', 'varchar(64)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('remark', 'varchar(256)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withAudit(
    createTable(db, 'sys_org')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('type', 'varchar(64)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(128)'),
  ).execute();
  await db.schema.createIndex('ix_sys_org_tenant_pid').on('sys_org').columns(['tenant_id', 'pid']).execute();

  await withAudit(
    createTable(db, 'sys_user')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('account', 'varchar(32)', (c) => c.notNull())
      .addColumn('password', 'varchar(256)', (c) => c.notNull())
      .addColumn('real_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('nick_name', 'varchar(32)')
      .addColumn('avatar', 'varchar(512)')
      .addColumn('sex', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('birthday', 'varchar(10)')
      .addColumn('phone', 'varchar(16)')
      .addColumn('id_card_num', 'varchar(32)')
      .addColumn('email', 'varchar(64)')
      .addColumn('address', 'varchar(256)')
      .addColumn('introduction', 'varchar(512)')
      .addColumn('signature', 'varchar(512)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)')
      .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(777))
      .addColumn('org_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pos_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('job_num', 'varchar(32)')
      .addColumn('last_login_ip', 'varchar(64)')
      .addColumn('last_login_time', 'bigint')
      .addColumn('last_login_device', 'varchar(128)'),
  ).execute();
  // accounts are unique across tenants: sign-in does not ask for a tenant
  await db.schema.createIndex('ux_sys_user_account').on('sys_user').column('account').unique().execute();
  await db.schema
    .createIndex('ix_sys_user_tenant_org')
    .on('sys_user')
    .columns(['tenant_id', 'org_id'])
    .execute();
  await db.schema.createIndex('ix_sys_user_phone').on('sys_user').column('phone').execute();

  await withAudit(
    createTable(db, 'sys_config')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'varchar(512)')
      .addColumn('sys_flag', 'smallint', (c) => c.notNull().defaultTo(2))
      .addColumn('group_code', 'varchar(64)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema.createIndex('ux_sys_config_code').on('sys_config').column('code').unique().execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['sys_config', 'sys_user', 'sys_org', 'sys_tenant']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

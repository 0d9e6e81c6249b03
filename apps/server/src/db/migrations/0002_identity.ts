import { sql } from 'kysely';
import { createTable, isMysql, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Identity and access: positions, roles, menus and their grants, user links, dictionaries, sessions
 * (refresh-token families) and the four audit logs.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_pos')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(128)'),
  ).execute();
  await db.schema.createIndex('ix_sys_pos_tenant').on('sys_pos').column('tenant_id').execute();

  await withAudit(
    createTable(db, 'sys_role')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('data_scope', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(128)'),
  ).execute();
  await db.schema.createIndex('ix_sys_role_tenant').on('sys_role').column('tenant_id').execute();

  await withAudit(
    createTable(db, 'sys_menu')
      .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'smallint', (c) => c.notNull())
      .addColumn('name', 'varchar(64)')
      .addColumn('path', 'varchar(128)')
      .addColumn('component', 'varchar(128)')
      .addColumn('redirect', 'varchar(128)')
      .addColumn('permission', 'varchar(128)')
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('icon', 'varchar(128)')
      .addColumn('is_iframe', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('out_link', 'varchar(256)')
      .addColumn('is_hide', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('is_keep_alive', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('is_affix', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema.createIndex('ix_sys_menu_pid').on('sys_menu').column('pid').execute();

  const link = async (table: string, a: string, b: string) => {
    await createTable(db, table)
      .addColumn(a, 'bigint', (c) => c.notNull())
      .addColumn(b, 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`ux_${table}`).on(table).columns([a, b]).unique().execute();
    await db.schema.createIndex(`ix_${table}_${b}`).on(table).column(b).execute();
  };
  await link('sys_user_role', 'user_id', 'role_id');
  await link('sys_role_menu', 'role_id', 'menu_id');
  await link('sys_role_org', 'role_id', 'org_id');
  await link('sys_tenant_menu', 'tenant_id', 'menu_id');

  await createTable(db, 'sys_user_ext_org')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('org_id', 'bigint', (c) => c.notNull())
    .addColumn('pos_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('job_num', 'varchar(32)')
    .addColumn('pos_level', 'varchar(32)')
    .addColumn('join_date', 'varchar(10)')
    .execute();
  await db.schema.createIndex('ix_sys_user_ext_org_user').on('sys_user_ext_org').column('user_id').execute();
  await db.schema.createIndex('ix_sys_user_ext_org_org').on('sys_user_ext_org').column('org_id').execute();

  await withAudit(
    createTable(db, 'sys_dict_type')
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema.createIndex('ux_sys_dict_type_code').on('sys_dict_type').column('code').unique().execute();

  await withAudit(
    createTable(db, 'sys_dict_data')
      .addColumn('dict_type_id', 'bigint', (c) => c.notNull())
      .addColumn('value', 'varchar(128)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('label', 'varchar(64)')
      .addColumn('tag_type', 'varchar(16)')
      .addColumn('style_setting', 'varchar(512)')
      .addColumn('class_setting', 'varchar(512)')
      .addColumn('ext_data', 'varchar(2048)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_dict_data_type_code')
    .on('sys_dict_data')
    .columns(['dict_type_id', 'code'])
    .unique()
    .execute();

  // seed steps that ran once (grants users may have changed afterwards are never re-applied)
  let seedTable = db.schema
    .createTable('sys_seed')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('applied_time', 'bigint', (c) => c.notNull());
  if (isMysql(db))
    seedTable = seedTable.modifyEnd(sql`engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`);
  await seedTable.execute();

  // one row per sign-in: the refresh-token family; revoking it ends the session everywhere
  await createTable(db, 'sys_session')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('refresh_jti', 'varchar(64)', (c) => c.notNull())
    .addColumn('previous_jti', 'varchar(64)')
    .addColumn('rotated_time', 'bigint')
    .addColumn('login_mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(256)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_time', 'bigint')
    .addColumn('expire_time', 'bigint', (c) => c.notNull())
    .addColumn('revoked_time', 'bigint')
    .addColumn('revoke_reason', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('ix_sys_session_user')
    .on('sys_session')
    .columns(['user_id', 'revoked_time'])
    .execute();
  await db.schema.createIndex('ix_sys_session_tenant').on('sys_session').column('tenant_id').execute();

  const logColumns = (table: ReturnType<typeof createTable>) =>
    table
      .addColumn('tenant_id', 'bigint')
      .addColumn('user_id', 'bigint')
      .addColumn('account', 'varchar(32)')
      .addColumn('real_name', 'varchar(32)')
      .addColumn('remote_ip', 'varchar(64)')
      .addColumn('browser', 'varchar(128)')
      .addColumn('os', 'varchar(64)')
      .addColumn('elapsed', 'integer')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('message', 'varchar(512)')
      .addColumn('create_time', 'bigint', (c) => c.notNull());

  await logColumns(createTable(db, 'sys_log_vis'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .execute();
  await logColumns(createTable(db, 'sys_log_op'))
    .addColumn('http_method', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_url', 'varchar(256)', (c) => c.notNull())
    .addColumn('permission', 'varchar(128)')
    .addColumn('request_param', 'text')
    .addColumn('result_code', 'integer')
    .addColumn('trace_id', 'varchar(64)')
    .execute();
  await logColumns(createTable(db, 'sys_log_ex'))
    .addColumn('http_method', 'varchar(8)')
    .addColumn('request_url', 'varchar(256)')
    .addColumn('request_param', 'text')
    .addColumn('exception', 'text')
    .addColumn('trace_id', 'varchar(64)')
    .execute();
  await createTable(db, 'sys_log_diff')
    .addColumn('tenant_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('account', 'varchar(32)')
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('row_id', 'bigint', (c) => c.notNull())
    .addColumn('diff_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('before_data', 'text')
    .addColumn('after_data', 'text')
    .addColumn('trace_id', 'varchar(64)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  for (const table of ['sys_log_vis', 'sys_log_op', 'sys_log_ex', 'sys_log_diff']) {
    await db.schema
      .createIndex(`ix_${table}_tenant_time`)
      .on(table)
      .columns(['tenant_id', 'create_time'])
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const tables = [
    'sys_log_diff',
    'sys_log_ex',
    'sys_log_op',
    'sys_log_vis',
    'sys_session',
    'sys_seed',
    'sys_dict_data',
    'sys_dict_type',
    'sys_user_ext_org',
    'sys_tenant_menu',
    'sys_role_org',
    'sys_role_menu',
    'sys_user_role',
    'sys_menu',
    'sys_role',
    'sys_pos',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}

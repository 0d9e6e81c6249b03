import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * The WeChat plugin's table (issue 22): members who use a tenant's official account or mini-program.
 * One row per (tenant, app, openid); profile fields come from WeChat. Session keys and user tokens are sealed
 * with DATA_KEY and never answered.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_wechat_user')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      /** 1 official account, 2 mini-program, 3 web */
      .addColumn('platform_type', 'smallint', (c) => c.notNull())
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('open_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('union_id', 'varchar(64)')
      .addColumn('nick_name', 'varchar(64)')
      .addColumn('avatar', 'varchar(512)')
      .addColumn('mobile', 'varchar(32)')
      .addColumn('sex', 'smallint')
      .addColumn('language', 'varchar(16)')
      .addColumn('city', 'varchar(64)')
      .addColumn('province', 'varchar(64)')
      .addColumn('country', 'varchar(64)')
      .addColumn('vip_id', 'bigint')
      .addColumn('user_id', 'bigint')
      .addColumn('subscribe', 'smallint')
      .addColumn('subscribe_time', 'bigint')
      .addColumn('last_login_time', 'bigint')
      .addColumn('remark', 'varchar(256)')
      .addColumn('session_key_enc', 'varchar(255)')
      .addColumn('access_token_enc', 'varchar(1024)')
      .addColumn('refresh_token_enc', 'varchar(1024)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_wechat_user_open_id')
    .on('sys_wechat_user')
    .columns(['tenant_id', 'app_id', 'open_id'])
    .unique()
    .execute();
  // a member has at most one WeChat identity per app (unbound rows hold null, which every database lets repeat)
  await db.schema
    .createIndex('ux_sys_wechat_user_vip')
    .on('sys_wechat_user')
    .columns(['tenant_id', 'app_id', 'vip_id'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sys_wechat_user').ifExists().execute();
}

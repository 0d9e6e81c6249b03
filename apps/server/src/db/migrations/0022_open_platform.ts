import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Open access and plugins (issue 22).
 * - `sys_open_access`: API keys of third parties, each bound to a user of a tenant. The secret is sealed with
 *   DATA_KEY (`secret_enc`) and never answered after it was shown once; `secret_hint` is its last 4 characters.
 *   `scopes` and `allowed_ips` are JSON arrays of button codes and of addresses or CIDR ranges.
 * - `sys_plugin`: a built-in plugin enabled for a tenant (tenant 0: for the whole installation, the platform
 *   plugins). A row exists only while the plugin is set up; deleting it forgets the configuration, so the row is
 *   deleted for real and the unique (tenant, plugin) index holds. `config_enc` is the config JSON with its secret
 *   fields sealed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'sys_open_access')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('access_key', 'varchar(32)', (c) => c.notNull())
      .addColumn('secret_enc', 'varchar(255)', (c) => c.notNull())
      .addColumn('secret_hint', 'varchar(8)', (c) => c.notNull())
      .addColumn('bind_user_id', 'bigint', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('allowed_ips', 'varchar(2048)', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('expire_time', 'bigint')
      .addColumn('last_used_time', 'bigint')
      .addColumn('last_used_ip', 'varchar(64)')
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_open_access_key')
    .on('sys_open_access')
    .column('access_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_sys_open_access_tenant')
    .on('sys_open_access')
    .columns(['tenant_id', 'bind_user_id'])
    .execute();

  await withAudit(
    createTable(db, 'sys_plugin')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('plugin_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('config_enc', 'text', (c) => c.notNull())
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('installed_version', 'varchar(32)', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ux_sys_plugin_tenant')
    .on('sys_plugin')
    .columns(['tenant_id', 'plugin_id'])
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sys_plugin').ifExists().execute();
  await db.schema.dropTable('sys_open_access').ifExists().execute();
}

import { createTable, type MigrationDb } from './helpers.ts';

/**
 * The till's money rules (docs/decisions.md, "Till money rules"): cash tendered and change on the order; the
 * order kind (1 sale, 2 return without a receipt); the method a refund was given back by; discount limits per
 * role; and the log of supervisors' discount approvals, one row per approval, bound to a checkout's client key.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('retail_sale_order')
    .addColumn('kind', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('retail_sale_order').addColumn('cash_tendered', 'bigint').execute();
  await db.schema.alterTable('retail_sale_order').addColumn('cash_change', 'bigint').execute();
  // null: back by the order's own methods; else the one method chosen (PayMethod)
  await db.schema.alterTable('retail_sale_refund').addColumn('refund_method', 'smallint').execute();

  await createTable(db, 'retail_discount_limit')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('role_id', 'bigint', (c) => c.notNull())
    // whole percent of the amount discounted; null = no limit
    .addColumn('max_line_pct', 'smallint')
    .addColumn('max_order_pct', 'smallint')
    .addColumn('update_time', 'bigint')
    .addColumn('update_user_id', 'bigint')
    .addColumn('update_user_name', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('ux_retail_discount_limit_role')
    .on('retail_discount_limit')
    .columns(['tenant_id', 'role_id'])
    .unique()
    .execute();

  await createTable(db, 'retail_discount_approval')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('line_pct', 'smallint', (c) => c.notNull())
    .addColumn('order_pct', 'smallint', (c) => c.notNull())
    .addColumn('requested_by_id', 'bigint', (c) => c.notNull())
    .addColumn('requested_by_name', 'varchar(64)')
    .addColumn('approved_by_id', 'bigint', (c) => c.notNull())
    .addColumn('approved_by_name', 'varchar(64)')
    .addColumn('order_id', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('used_time', 'bigint')
    .execute();
  await db.schema
    .createIndex('ix_retail_discount_approval_key')
    .on('retail_discount_approval')
    .columns(['tenant_id', 'client_key'])
    .execute();
  await db.schema
    .createIndex('ix_retail_discount_approval_order')
    .on('retail_discount_approval')
    .columns(['tenant_id', 'order_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('retail_discount_approval').ifExists().execute();
  await db.schema.dropTable('retail_discount_limit').ifExists().execute();
  await db.schema.alterTable('retail_sale_refund').dropColumn('refund_method').execute();
  for (const column of ['cash_change', 'cash_tendered', 'kind']) {
    await db.schema.alterTable('retail_sale_order').dropColumn(column).execute();
  }
}

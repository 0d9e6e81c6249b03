import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Parked sales: a till's cart set aside, per store (the org of the clerk who parked it) and recalled later from
 * any till of that store. The lines are the cart as the till held it, as JSON text (barcode, qty, discount in
 * fen); no stock or money moves. Rows are removed outright when recalled or discarded.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'retail_sale_park')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('label', 'varchar(64)')
      .addColumn('vip_id', 'bigint')
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('line_count', 'integer', (c) => c.notNull())
      .addColumn('total_qty', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('order_discount', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await db.schema
    .createIndex('ix_retail_sale_park_store')
    .on('retail_sale_park')
    .columns(['tenant_id', 'org_id', 'create_time'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('retail_sale_park').execute();
}

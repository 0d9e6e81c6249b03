import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Stock transfers between two locations (issue 17): a draft is shipped (stock leaves `from` through the ledger),
 * received at `to` once or in parts, and a partly received one may be closed with the rest written off as the
 * difference. Each line keeps the source's average cost at shipping as its unit cost, the cost the goods arrive
 * at. Quantities in units, money in fen; the org of the maker carries the data scope.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withAudit(
    createTable(db, 'retail_stock_transfer')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('from_location_id', 'bigint', (c) => c.notNull())
      .addColumn('to_location_id', 'bigint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('total_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('shipped_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('difference_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_cost', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(256)')
      .addColumn('close_reason', 'varchar(256)')
      .addColumn('ship_time', 'bigint')
      .addColumn('ship_user_id', 'bigint')
      .addColumn('ship_user_name', 'varchar(64)')
      .addColumn('receive_time', 'bigint')
      .addColumn('receive_user_id', 'bigint')
      .addColumn('receive_user_name', 'varchar(64)')
      .addColumn('close_time', 'bigint')
      .addColumn('close_user_id', 'bigint')
      .addColumn('close_user_name', 'varchar(64)'),
  ).execute();
  await db.schema
    .createIndex('ux_retail_stock_transfer_no')
    .on('retail_stock_transfer')
    .columns(['tenant_id', 'no'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_transfer_time')
    .on('retail_stock_transfer')
    .columns(['tenant_id', 'create_time'])
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_transfer_to')
    .on('retail_stock_transfer')
    .columns(['tenant_id', 'to_location_id', 'status'])
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_transfer_from')
    .on('retail_stock_transfer')
    .columns(['tenant_id', 'from_location_id', 'status'])
    .execute();

  await createTable(db, 'retail_stock_transfer_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('transfer_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('qty_shipped', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('qty_received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('qty_difference', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_cost', 'bigint')
    .addColumn('remark', 'varchar(256)')
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_transfer_line_doc')
    .on('retail_stock_transfer_line')
    .columns(['tenant_id', 'transfer_id'])
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_transfer_line_barcode')
    .on('retail_stock_transfer_line')
    .columns(['tenant_id', 'barcode_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('retail_stock_transfer_line').execute();
  await db.schema.dropTable('retail_stock_transfer').execute();
}

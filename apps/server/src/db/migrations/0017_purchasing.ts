import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Purchasing (issue 17): purchase orders to a supplier for one stock location with their lines (ordered and
 * received quantities, unit cost in fen), the receipts that post ordered goods into stock (each receipt and its
 * lines are immutable once written), and supplier returns (draft → confirmed takes the goods out of stock).
 * Every document carries the org of the staff who made it, for data scope, and the location whose stock it moves.
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'retail_purchase_order')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('location_id', 'bigint', (c) => c.notNull())
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('supplier_id', 'bigint', (c) => c.notNull())
      // 1 draft, 2 approved, 3 partly received, 4 received, 5 closed short, 6 cancelled
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('expected_date', 'varchar(10)')
      .addColumn('total_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(256)')
      .addColumn('approve_time', 'bigint')
      .addColumn('approve_user_id', 'bigint')
      .addColumn('approve_user_name', 'varchar(64)')
      .addColumn('close_time', 'bigint')
      .addColumn('close_user_id', 'bigint')
      .addColumn('close_user_name', 'varchar(64)')
      .addColumn('close_reason', 'varchar(256)'),
  ).execute();
  await index('ux_retail_purchase_order_no', 'retail_purchase_order', ['tenant_id', 'no'], true);
  await index('ix_retail_purchase_order_time', 'retail_purchase_order', ['tenant_id', 'create_time']);
  await index('ix_retail_purchase_order_open', 'retail_purchase_order', [
    'tenant_id',
    'location_id',
    'status',
  ]);

  await createTable(db, 'retail_purchase_order_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('unit_cost', 'bigint', (c) => c.notNull())
    .addColumn('qty_received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(256)')
    .execute();
  await index('ix_retail_purchase_order_line_doc', 'retail_purchase_order_line', ['tenant_id', 'order_id']);
  await index('ix_retail_purchase_order_line_barcode', 'retail_purchase_order_line', [
    'tenant_id',
    'barcode_id',
  ]);

  await withAudit(
    createTable(db, 'retail_purchase_receipt')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('location_id', 'bigint', (c) => c.notNull())
      .addColumn('order_id', 'bigint', (c) => c.notNull())
      .addColumn('supplier_id', 'bigint', (c) => c.notNull())
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('total_qty', 'bigint', (c) => c.notNull())
      .addColumn('total_amount', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_purchase_receipt_no', 'retail_purchase_receipt', ['tenant_id', 'no'], true);
  await index('ix_retail_purchase_receipt_order', 'retail_purchase_receipt', ['tenant_id', 'order_id']);

  await createTable(db, 'retail_purchase_receipt_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('receipt_id', 'bigint', (c) => c.notNull())
    .addColumn('order_line_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('unit_cost', 'bigint', (c) => c.notNull())
    .execute();
  await index('ix_retail_purchase_receipt_line_doc', 'retail_purchase_receipt_line', [
    'tenant_id',
    'receipt_id',
  ]);
  // the last purchase cost of a barcode (reorder suggestions) and the lines of an order line
  await index('ix_retail_purchase_receipt_line_barcode', 'retail_purchase_receipt_line', [
    'tenant_id',
    'barcode_id',
  ]);
  await index('ix_retail_purchase_receipt_line_order', 'retail_purchase_receipt_line', [
    'tenant_id',
    'order_line_id',
  ]);

  await withAudit(
    createTable(db, 'retail_supplier_return')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('location_id', 'bigint', (c) => c.notNull())
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('supplier_id', 'bigint', (c) => c.notNull())
      // where the goods came from, when the return names it
      .addColumn('order_id', 'bigint')
      .addColumn('receipt_id', 'bigint')
      // 1 draft, 2 confirmed
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('total_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      // the stock value taken out at confirmation (the location's average per unit)
      .addColumn('total_cost', 'bigint')
      .addColumn('remark', 'varchar(256)')
      .addColumn('confirm_time', 'bigint')
      .addColumn('confirm_user_id', 'bigint')
      .addColumn('confirm_user_name', 'varchar(64)'),
  ).execute();
  await index('ux_retail_supplier_return_no', 'retail_supplier_return', ['tenant_id', 'no'], true);
  await index('ix_retail_supplier_return_time', 'retail_supplier_return', ['tenant_id', 'create_time']);

  await createTable(db, 'retail_supplier_return_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('return_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    // what the supplier credits per unit
    .addColumn('unit_cost', 'bigint', (c) => c.notNull())
    // the location's average cost per unit when confirmed
    .addColumn('avg_cost', 'bigint')
    .addColumn('remark', 'varchar(256)')
    .execute();
  await index('ix_retail_supplier_return_line_doc', 'retail_supplier_return_line', [
    'tenant_id',
    'return_id',
  ]);
  await index('ix_retail_supplier_return_line_barcode', 'retail_supplier_return_line', [
    'tenant_id',
    'barcode_id',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'retail_supplier_return_line',
    'retail_supplier_return',
    'retail_purchase_receipt_line',
    'retail_purchase_receipt',
    'retail_purchase_order_line',
    'retail_purchase_order',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

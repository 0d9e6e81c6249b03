import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Retail documents: stock adjustment orders (receive, issue, stocktake; voided only by a reversing document)
 * and sales orders with their lines, payments and refunds. Money in fen, quantities in units. Each document
 * carries the org of the staff who made it, for data scope.
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'retail_stock_adjust')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'smallint', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('supplier_id', 'bigint')
      .addColumn('reverse_of_id', 'bigint')
      .addColumn('reversed_by_id', 'bigint')
      .addColumn('total_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_cost', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(256)')
      .addColumn('confirm_time', 'bigint')
      .addColumn('confirm_user_id', 'bigint')
      .addColumn('confirm_user_name', 'varchar(64)'),
  ).execute();
  await index('ux_retail_stock_adjust_no', 'retail_stock_adjust', ['tenant_id', 'no'], true);
  await index('ix_retail_stock_adjust_time', 'retail_stock_adjust', ['tenant_id', 'create_time']);

  await createTable(db, 'retail_stock_adjust_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('adjust_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('book_qty', 'bigint')
    .addColumn('delta', 'bigint')
    .addColumn('cost_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(256)')
    .execute();
  await index('ix_retail_stock_adjust_line_doc', 'retail_stock_adjust_line', ['tenant_id', 'adjust_id']);
  await index('ix_retail_stock_adjust_line_barcode', 'retail_stock_adjust_line', ['tenant_id', 'barcode_id']);

  await withAudit(
    createTable(db, 'retail_sale_order')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('vip_id', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('total_qty', 'bigint', (c) => c.notNull())
      .addColumn('list_amount', 'bigint', (c) => c.notNull())
      .addColumn('line_discount', 'bigint', (c) => c.notNull())
      .addColumn('order_discount', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('cost_amount', 'bigint', (c) => c.notNull())
      .addColumn('refund_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_sale_order_no', 'retail_sale_order', ['tenant_id', 'no'], true);
  await index('ux_retail_sale_order_key', 'retail_sale_order', ['tenant_id', 'client_key'], true);
  await index('ix_retail_sale_order_time', 'retail_sale_order', ['tenant_id', 'create_time']);
  await index('ix_retail_sale_order_vip', 'retail_sale_order', ['tenant_id', 'vip_id', 'create_time']);

  await createTable(db, 'retail_sale_order_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('category_id', 'bigint')
    .addColumn('barcode', 'varchar(32)', (c) => c.notNull())
    .addColumn('goods_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('color', 'varchar(32)')
    .addColumn('size', 'varchar(32)')
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('order_discount_share', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('cost_price', 'bigint', (c) => c.notNull())
    .addColumn('refund_qty', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('ix_retail_sale_order_line_order', 'retail_sale_order_line', ['tenant_id', 'order_id']);
  await index('ix_retail_sale_order_line_goods', 'retail_sale_order_line', ['tenant_id', 'goods_id']);
  await index('ix_retail_sale_order_line_barcode', 'retail_sale_order_line', ['tenant_id', 'barcode_id']);

  // refunds (and whole-order cancellations) with the lines and quantities they give back
  await createTable(db, 'retail_sale_refund')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('org_id', 'bigint')
    .addColumn('no', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(256)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .execute();
  await index('ux_retail_sale_refund_no', 'retail_sale_refund', ['tenant_id', 'no'], true);
  await index('ix_retail_sale_refund_order', 'retail_sale_refund', ['tenant_id', 'order_id']);
  await index('ix_retail_sale_refund_time', 'retail_sale_refund', ['tenant_id', 'create_time']);

  await createTable(db, 'retail_sale_refund_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('refund_id', 'bigint', (c) => c.notNull())
    .addColumn('order_line_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await index('ix_retail_sale_refund_line_refund', 'retail_sale_refund_line', ['tenant_id', 'refund_id']);

  // payments of an order: positive rows when it is paid, negative rows (with the refund) when money goes back
  await createTable(db, 'retail_sale_payment')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('refund_id', 'bigint')
    .addColumn('method', 'smallint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await index('ix_retail_sale_payment_order', 'retail_sale_payment', ['tenant_id', 'order_id']);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'retail_sale_payment',
    'retail_sale_refund_line',
    'retail_sale_refund',
    'retail_sale_order_line',
    'retail_sale_order',
    'retail_stock_adjust_line',
    'retail_stock_adjust',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

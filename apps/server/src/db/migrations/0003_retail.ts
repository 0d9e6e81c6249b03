import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Retail master data and the two ledgers (DESIGN.md §6): categories, suppliers, goods, barcodes, stock per
 * barcode with its append-only log, members with their balance ledger, tenant retail settings and the
 * per-tenant, per-day document number sequences. Money is BIGINT minor units (fen); quantities are integers.
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'retail_category')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ix_retail_category_tenant', 'retail_category', ['tenant_id', 'pid']);

  await withAudit(
    createTable(db, 'retail_supplier')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)')
      .addColumn('contact', 'varchar(64)')
      .addColumn('phone', 'varchar(32)')
      .addColumn('address', 'varchar(256)')
      .addColumn('order_no', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ix_retail_supplier_tenant', 'retail_supplier', ['tenant_id']);

  await withAudit(
    createTable(db, 'retail_goods')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('category_id', 'bigint')
      .addColumn('supplier_id', 'bigint')
      .addColumn('unit', 'varchar(16)')
      .addColumn('spec', 'varchar(64)')
      .addColumn('brand', 'varchar(64)')
      .addColumn('cost_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('retail_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('member_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('min_stock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('images', 'text')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  // soft-deleted goods free their code by a ~del~{id} suffix (docs/decisions.md)
  await index('ux_retail_goods_code', 'retail_goods', ['tenant_id', 'code'], true);
  await index('ix_retail_goods_name', 'retail_goods', ['tenant_id', 'name']);
  await index('ix_retail_goods_category', 'retail_goods', ['tenant_id', 'category_id']);

  await withAudit(
    createTable(db, 'retail_barcode')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('goods_id', 'bigint', (c) => c.notNull())
      .addColumn('barcode', 'varchar(32)', (c) => c.notNull())
      .addColumn('color', 'varchar(32)')
      .addColumn('size', 'varchar(32)')
      .addColumn('retail_price', 'bigint')
      .addColumn('member_price', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_barcode_code', 'retail_barcode', ['tenant_id', 'barcode'], true);
  await index('ix_retail_barcode_goods', 'retail_barcode', ['tenant_id', 'goods_id']);

  // the stock counter of a barcode; one row per barcode, created with it; changed only by the stock ledger
  await createTable(db, 'retail_stock')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .execute();
  await index('ux_retail_stock_barcode', 'retail_stock', ['tenant_id', 'barcode_id'], true);
  await index('ix_retail_stock_goods', 'retail_stock', ['tenant_id', 'goods_id']);

  await createTable(db, 'retail_stock_log')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('qty_before', 'bigint', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('qty_after', 'bigint', (c) => c.notNull())
    .addColumn('source_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('source_no', 'varchar(32)')
    .addColumn('source_line_id', 'bigint')
    .addColumn('org_id', 'bigint')
    .addColumn('remark', 'varchar(256)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .execute();
  await index('ix_retail_stock_log_barcode', 'retail_stock_log', ['tenant_id', 'barcode_id', 'create_time']);
  await index('ix_retail_stock_log_time', 'retail_stock_log', ['tenant_id', 'create_time']);
  await index('ix_retail_stock_log_source', 'retail_stock_log', ['tenant_id', 'source_id']);

  await withAudit(
    createTable(db, 'retail_vip')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('card_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(20)')
      .addColumn('level', 'varchar(32)')
      .addColumn('sex', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('birthday', 'varchar(10)')
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_top_up', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_consume', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_visit_time', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_vip_card', 'retail_vip', ['tenant_id', 'card_no'], true);
  await index('ix_retail_vip_mobile', 'retail_vip', ['tenant_id', 'mobile']);

  // every balance change of a member: top-up (+ bonus), consume, refund, adjust; balance = sum of amount
  await createTable(db, 'retail_vip_balance_log')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('vip_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('source_type', 'varchar(32)')
    .addColumn('source_id', 'bigint')
    .addColumn('source_no', 'varchar(32)')
    .addColumn('pay_method', 'smallint')
    .addColumn('remark', 'varchar(256)')
    .addColumn('org_id', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('create_user_id', 'bigint')
    .addColumn('create_user_name', 'varchar(64)')
    .execute();
  await index('ix_retail_vip_balance_log_vip', 'retail_vip_balance_log', [
    'tenant_id',
    'vip_id',
    'create_time',
  ]);

  // per-tenant retail settings (allow negative stock, receipt header); one row per tenant, made on first use
  await createTable(db, 'retail_setting')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('allow_negative_stock', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('receipt_header', 'varchar(256)')
    .addColumn('receipt_footer', 'varchar(256)')
    .addColumn('update_time', 'bigint')
    .addColumn('update_user_id', 'bigint')
    .addColumn('update_user_name', 'varchar(64)')
    .execute();
  await index('ux_retail_setting_tenant', 'retail_setting', ['tenant_id'], true);

  // document numbers: prefix + business day + a counter that only grows, per tenant
  await createTable(db, 'retail_doc_seq')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('prefix', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(8)', (c) => c.notNull())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
  await index('ux_retail_doc_seq', 'retail_doc_seq', ['tenant_id', 'prefix', 'day'], true);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'retail_doc_seq',
    'retail_setting',
    'retail_vip_balance_log',
    'retail_vip',
    'retail_stock_log',
    'retail_stock',
    'retail_barcode',
    'retail_goods',
    'retail_supplier',
    'retail_category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

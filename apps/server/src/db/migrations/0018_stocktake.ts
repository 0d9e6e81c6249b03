import { createTable, type MigrationDb, withAudit } from './helpers.ts';

/**
 * Stocktakes (issue 17, item 5): a count of one stock location, optionally of one category and its descendants.
 * Starting it freezes the book quantity and the average cost of every barcode in scope (its lines); counted
 * quantities are entered while it is counting; posting applies each line's variance (counted − book at the
 * freeze) through the stock ledger, so movements made during the count stay counted once.
 *
 * A line holds `open_location_id` while its stocktake is counting (NULL once posted or cancelled); the unique
 * index on (tenant, barcode, open location) lets a barcode be on one open count per location at a time, which
 * keeps overlapping counts (the whole store and one of its categories) from applying the same variance twice.
 * NULLs never collide in a unique index on SQLite, PostgreSQL and MySQL alike.
 */
export async function up(db: MigrationDb): Promise<void> {
  const index = (name: string, table: string, columns: string[], unique = false) => {
    const builder = db.schema.createIndex(name).on(table).columns(columns);
    return (unique ? builder.unique() : builder).execute();
  };

  await withAudit(
    createTable(db, 'retail_stocktake')
      .addColumn('tenant_id', 'bigint', (c) => c.notNull())
      .addColumn('org_id', 'bigint')
      .addColumn('location_id', 'bigint', (c) => c.notNull())
      .addColumn('category_id', 'bigint')
      .addColumn('no', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('freeze_time', 'bigint', (c) => c.notNull())
      .addColumn('posted_time', 'bigint')
      .addColumn('posted_user_id', 'bigint')
      .addColumn('posted_user_name', 'varchar(64)')
      .addColumn('uncounted', 'varchar(8)')
      .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('counted_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_variance_qty', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_variance_value', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(256)'),
  ).execute();
  await index('ux_retail_stocktake_no', 'retail_stocktake', ['tenant_id', 'no'], true);
  await index('ix_retail_stocktake_time', 'retail_stocktake', ['tenant_id', 'create_time']);
  await index('ix_retail_stocktake_location', 'retail_stocktake', ['tenant_id', 'location_id', 'status']);

  await createTable(db, 'retail_stocktake_line')
    .addColumn('tenant_id', 'bigint', (c) => c.notNull())
    .addColumn('stocktake_id', 'bigint', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('barcode_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('book_qty', 'bigint', (c) => c.notNull())
    .addColumn('avg_cost', 'bigint', (c) => c.notNull())
    .addColumn('counted_qty', 'bigint')
    .addColumn('movement_qty', 'bigint')
    .addColumn('variance_qty', 'bigint')
    .addColumn('variance_value', 'bigint')
    .addColumn('added', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('open_location_id', 'bigint')
    .addColumn('count_time', 'bigint')
    .addColumn('count_user_id', 'bigint')
    .addColumn('count_user_name', 'varchar(64)')
    .execute();
  await index(
    'ux_retail_stocktake_line_barcode',
    'retail_stocktake_line',
    ['tenant_id', 'stocktake_id', 'barcode_id'],
    true,
  );
  await index('ix_retail_stocktake_line_no', 'retail_stocktake_line', [
    'tenant_id',
    'stocktake_id',
    'line_no',
  ]);
  await index(
    'ux_retail_stocktake_line_open',
    'retail_stocktake_line',
    ['tenant_id', 'barcode_id', 'open_location_id'],
    true,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('retail_stocktake_line').execute();
  await db.schema.dropTable('retail_stocktake').execute();
}

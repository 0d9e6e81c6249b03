import { sql } from 'kysely';
import { isMysql, type MigrationDb } from './helpers.ts';

/** Org types that hold stock (dictionary org_type): a store or a warehouse. */
const STORE = '201';
const WAREHOUSE = '301';

/**
 * Stock per location (issue 17): a location is a store or warehouse organisation. The counter and the log are
 * per (barcode, location); each counter keeps its moving-average cost and its reorder minimum and maximum; each
 * log row keeps the unit cost of the movement and the average after it. Sales, returns and stock adjustments
 * record where they happened.
 *
 * Today's stock moves into each tenant's main location (a store first, else a warehouse, else the root
 * organisation), kept in retail_setting.main_location_id. The history moves with it: every existing log row is
 * given that location, so counter = sum of log holds per (barcode, location) before and after. The starting
 * average cost of a counter, and the cost on the history, is the goods' cost price.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('retail_stock')
    .addColumn('location_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('retail_stock')
    .addColumn('avg_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('retail_stock').addColumn('min_qty', 'bigint').execute();
  await db.schema.alterTable('retail_stock').addColumn('max_qty', 'bigint').execute();
  await db.schema
    .alterTable('retail_stock_log')
    .addColumn('location_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('retail_stock_log')
    .addColumn('unit_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('retail_stock_log')
    .addColumn('avg_cost_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('retail_setting').addColumn('main_location_id', 'bigint').execute();
  for (const table of ['retail_sale_order', 'retail_sale_refund', 'retail_stock_adjust']) {
    await db.schema.alterTable(table).addColumn('location_id', 'bigint').execute();
  }

  const tenants = await sql<{ tenant_id: number | string }>`
    select distinct tenant_id from sys_org where is_delete = 0
    union select distinct tenant_id from retail_stock`.execute(db);
  for (const { tenant_id } of tenants.rows) {
    const tenantId = Number(tenant_id);
    const main = await mainLocation(db, tenantId);
    if (main === null) continue;
    await sql`update retail_stock set location_id = ${main} where tenant_id = ${tenantId}`.execute(db);
    await sql`update retail_stock_log set location_id = ${main} where tenant_id = ${tenantId}`.execute(db);
    for (const table of ['retail_sale_order', 'retail_sale_refund', 'retail_stock_adjust']) {
      await sql`update ${sql.table(table)} set location_id = ${main} where tenant_id = ${tenantId}`.execute(
        db,
      );
    }
    const setting = await sql`select id from retail_setting where tenant_id = ${tenantId}`.execute(db);
    if (setting.rows.length > 0) {
      await sql`update retail_setting set main_location_id = ${main} where tenant_id = ${tenantId}`.execute(
        db,
      );
    }
  }
  for (const table of ['retail_stock', 'retail_stock_log']) {
    const t = sql.table(table);
    const cost = sql`coalesce((select g.cost_price from retail_goods g where g.id = ${t}.goods_id and g.tenant_id = ${t}.tenant_id), 0)`;
    const set =
      table === 'retail_stock' ? sql`avg_cost = ${cost}` : sql`unit_cost = ${cost}, avg_cost_after = ${cost}`;
    await sql`update ${t} set ${set}`.execute(db);
  }

  await dropIndex(db, 'ux_retail_stock_barcode', 'retail_stock');
  await db.schema
    .createIndex('ux_retail_stock_location')
    .on('retail_stock')
    .columns(['tenant_id', 'barcode_id', 'location_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_location')
    .on('retail_stock')
    .columns(['tenant_id', 'location_id', 'barcode_id'])
    .execute();
  await db.schema
    .createIndex('ix_retail_stock_log_location')
    .on('retail_stock_log')
    .columns(['tenant_id', 'location_id', 'barcode_id', 'create_time'])
    .execute();
}

/** MySQL names the table of an index to drop; the others refuse the clause. */
async function dropIndex(db: MigrationDb, name: string, table: string): Promise<void> {
  const drop = db.schema.dropIndex(name);
  await (isMysql(db) ? drop.on(table) : drop).execute();
}

/** The tenant's first store by display order, else its first warehouse, else its root organisation. */
async function mainLocation(db: MigrationDb, tenantId: number): Promise<number | null> {
  const rows = await sql<{ id: number | string; type: string | null; pid: number | string }>`
    select id, type, pid from sys_org where tenant_id = ${tenantId} and is_delete = 0 order by order_no, id`.execute(
    db,
  );
  const pick =
    rows.rows.find((o) => o.type === STORE) ??
    rows.rows.find((o) => o.type === WAREHOUSE) ??
    rows.rows.find((o) => Number(o.pid) === 0);
  return pick ? Number(pick.id) : null;
}

export async function down(db: MigrationDb): Promise<void> {
  await dropIndex(db, 'ix_retail_stock_log_location', 'retail_stock_log');
  await dropIndex(db, 'ix_retail_stock_location', 'retail_stock');
  await dropIndex(db, 'ux_retail_stock_location', 'retail_stock');
  await db.schema
    .createIndex('ux_retail_stock_barcode')
    .on('retail_stock')
    .columns(['tenant_id', 'barcode_id'])
    .unique()
    .execute();
  for (const table of ['retail_sale_order', 'retail_sale_refund', 'retail_stock_adjust']) {
    await db.schema.alterTable(table).dropColumn('location_id').execute();
  }
  await db.schema.alterTable('retail_setting').dropColumn('main_location_id').execute();
  for (const column of ['location_id', 'unit_cost', 'avg_cost_after']) {
    await db.schema.alterTable('retail_stock_log').dropColumn(column).execute();
  }
  for (const column of ['location_id', 'avg_cost', 'min_qty', 'max_qty']) {
    await db.schema.alterTable('retail_stock').dropColumn(column).execute();
  }
}

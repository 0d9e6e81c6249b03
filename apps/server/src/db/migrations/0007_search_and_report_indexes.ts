import { sql } from 'kysely';
import { dialectOf, type MigrationDb } from './helpers.ts';

/**
 * The goods keyword search (code, name or any barcode contains the text) and the sales reports were full
 * scans: 100k goods with 300k barcodes, a year of orders and payments (docs/performance.md).
 * - SQLite: an FTS5 trigram index of each goods' searchable text (code, name and its live barcodes), keyed
 *   by the goods id and kept current by triggers, so no write path has to remember it.
 * - PostgreSQL: pg_trgm GIN indexes, which ILIKE '%text%' uses directly.
 * - MariaDB: no substring index exists; the search stays a scan there.
 * Everywhere: covering indexes for the per-day and per-staff sums of orders and the per-method payments.
 */
export async function up(db: MigrationDb): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'sqlite') await sqliteSearch(db);
  if (dialect === 'postgres') await postgresSearch(db);

  await db.schema
    .createIndex('ix_retail_sale_order_report')
    .on('retail_sale_order')
    .columns(['tenant_id', 'create_time', 'is_delete', 'org_id', 'create_user_id', 'amount', 'total_qty'])
    .execute();
  await db.schema
    .createIndex('ix_retail_sale_payment_time')
    .on('retail_sale_payment')
    .columns(['tenant_id', 'create_time', 'order_id', 'method', 'amount'])
    .execute();
}

/**
 * The search rows of the goods matching `where`: rowid = goods id, text = code, name and live barcodes,
 * separated by char(31) (which no keyword contains) so that a match never spans two of them.
 */
const searchRows = (where: string) => `
    insert into retail_goods_fts (rowid, text)
      select g.id, g.code || char(31) || g.name || coalesce(char(31) || (
        select group_concat(b.barcode, char(31)) from retail_barcode b
        where b.tenant_id = g.tenant_id and b.goods_id = g.id and b.is_delete = 0), '')
      from retail_goods g where ${where};`;

/** Rewrites the search row of goods `id`. */
const refresh = (id: string) =>
  `delete from retail_goods_fts where rowid = ${id}; ${searchRows(`g.id = ${id}`)}`;

async function sqliteSearch(db: MigrationDb): Promise<void> {
  await sql`create virtual table retail_goods_fts using fts5(text, tokenize = 'trigram')`.execute(db);
  const triggers = [
    `create trigger retail_goods_fts_goods_insert after insert on retail_goods begin ${refresh('new.id')} end`,
    `create trigger retail_goods_fts_goods_update after update of code, name on retail_goods begin ${refresh('new.id')} end`,
    `create trigger retail_goods_fts_goods_delete after delete on retail_goods begin
       delete from retail_goods_fts where rowid = old.id; end`,
    `create trigger retail_goods_fts_barcode_insert after insert on retail_barcode begin ${refresh('new.goods_id')} end`,
    `create trigger retail_goods_fts_barcode_update after update of barcode, goods_id, is_delete on retail_barcode
       begin ${refresh('old.goods_id')} ${refresh('new.goods_id')} end`,
    `create trigger retail_goods_fts_barcode_delete after delete on retail_barcode begin ${refresh('old.goods_id')} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
  await sql.raw(searchRows('1 = 1')).execute(db);
}

async function postgresSearch(db: MigrationDb): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index ix_retail_goods_name_trgm on retail_goods using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index ix_retail_goods_code_trgm on retail_goods using gin (code gin_trgm_ops)`.execute(db);
  await sql`create index ix_retail_barcode_trgm on retail_barcode using gin (barcode gin_trgm_ops)`.execute(
    db,
  );
}

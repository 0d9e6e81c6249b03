import { sql } from 'kysely';
import { pinyinInitials } from '../../modules/retail/goods/pinyin-initials.ts';
import { dialectOf, type MigrationDb } from './helpers.ts';

const BATCH = 1000;

/**
 * The pinyin initials of each goods name (牛奶 → "nn"), for the till's goods search. Computed in JavaScript
 * (no database has a pinyin dictionary) by every goods write path, and here for the goods that exist. The
 * column holds only [0-9a-z] and compares bytewise (PostgreSQL "C", MySQL ascii_bin), so a keyword's prefix
 * range over (tenant_id, pinyin_initials) is an index range on every database.
 */
export async function up(db: MigrationDb): Promise<void> {
  const dialect = dialectOf(db);
  const type =
    dialect === 'postgres'
      ? sql`varchar(128) collate "C"`
      : dialect === 'mysql'
        ? sql`varchar(128) character set ascii collate ascii_bin`
        : sql`varchar(128)`;
  await db.schema
    .alterTable('retail_goods')
    .addColumn('pinyin_initials', type, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('ix_retail_goods_pinyin')
    .on('retail_goods')
    .columns(['tenant_id', 'pinyin_initials'])
    .execute();

  // the existing goods, a batch at a time in id order
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; tenant_id: number; name: string }> = await db
      .selectFrom('retail_goods')
      .select(['id', 'tenant_id', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const initials = pinyinInitials(row.name);
      if (!initials) continue;
      await db
        .updateTable('retail_goods')
        .set({ pinyin_initials: initials })
        .where('tenant_id', '=', row.tenant_id)
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1]?.id);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('ix_retail_goods_pinyin').on('retail_goods').execute();
  await db.schema.alterTable('retail_goods').dropColumn('pinyin_initials').execute();
}

import { sql } from 'kysely';
import type { DbType } from '../../../apps/server/src/config.ts';
import { createDatabase } from '../../../apps/server/src/platform/db/database.ts';
import { barcodeText, SELLING_LOCATION } from './generate.ts';

/**
 * After the order-create load: no stock counter below zero, every counter equal to the sum of its log, and
 * how much of the hot barcodes' stock was sold (all of it when the load outlasted them, never more).
 */
export async function checkLedgers(type: DbType, url: string, hotBarcodes: number, hotStock: number) {
  const { db, close } = createDatabase(type, url);
  try {
    const negative = await db
      .selectFrom('retailStock')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('qty', '<', 0)
      .executeTakeFirstOrThrow();
    const drift = await sql<{ n: number }>`
      select count(*) as n from retail_stock s
      left join (select barcode_id, location_id, sum(delta) as total from retail_stock_log group by barcode_id, location_id) l
        on l.barcode_id = s.barcode_id and l.location_id = s.location_id
      where s.qty <> coalesce(l.total, 0)`.execute(db);
    const hot = await db
      .selectFrom('retailStock as s')
      .innerJoin('retailBarcode as b', 'b.id', 's.barcodeId')
      .select((eb) => eb.fn.sum<number>('s.qty').as('left'))
      .where(
        'b.barcode',
        'in',
        Array.from({ length: hotBarcodes }, (_, i) => barcodeText(i)),
      )
      .where('s.locationId', '=', SELLING_LOCATION)
      .executeTakeFirstOrThrow();
    return {
      negative: Number(negative.n),
      drift: Number(drift.rows[0]?.n ?? 0),
      hotSold: hotBarcodes * hotStock - Number(hot.left),
    };
  } finally {
    await close();
  }
}

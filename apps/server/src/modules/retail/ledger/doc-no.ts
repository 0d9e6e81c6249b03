import type { DbType } from '../../../config.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Trx } from '../../../platform/db/transaction.ts';

/** Prefixes of retail document numbers: receive, issue, stocktake (adjustment), reversal, sale, refund, return
 * without receipt, till shift, stock transfer, purchase order, purchase receipt, supplier return, stocktake (the
 * count of a location, PK = 盘库). */
export type DocPrefix =
  'RK' | 'CK' | 'PD' | 'CX' | 'XS' | 'TH' | 'XT' | 'BC' | 'DB' | 'CG' | 'SH' | 'TG' | 'PK';

/**
 * The next document number of the tenant for the business day of `now`: prefix + yyyyMMdd + a counter of at
 * least four digits (RK202611220001). The counter row is upserted atomically, so concurrent documents never
 * share a number, and it belongs to the caller's transaction: a rolled-back document leaves a gap, never a
 * duplicate. On SQLite and PostgreSQL the upsert answers the new value, so it may also run on its own (`db`,
 * committed at once); MySQL reads it back and needs a transaction.
 */
export async function nextDocNo(
  trx: Trx | Db,
  dbType: DbType,
  ids: IdGenerator,
  tenantId: number,
  prefix: DocPrefix,
  now: number,
  timeZone: string,
): Promise<string> {
  const day = formatTime(now, timeZone).slice(0, 10).replaceAll('-', '');
  const insert = trx
    .insertInto('retailDocSeq')
    .values({ id: ids.next(), tenantId, prefix, day, lastValue: 1 });
  const no = (value: number) => `${prefix}${day}${String(value).padStart(4, '0')}`;
  if (dbType !== 'mysql') {
    // the upsert answers the counter it wrote
    const row = await insert
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'prefix', 'day'])
          .doUpdateSet((eb) => ({ lastValue: eb('retailDocSeq.lastValue', '+', 1) })),
      )
      .returning('lastValue')
      .executeTakeFirstOrThrow();
    return no(row.lastValue);
  }
  await insert.onDuplicateKeyUpdate((eb) => ({ lastValue: eb('lastValue', '+', 1) })).execute();
  const row = await trx
    .selectFrom('retailDocSeq')
    .select('lastValue')
    .where('tenantId', '=', tenantId)
    .where('prefix', '=', prefix)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return no(row.lastValue);
}

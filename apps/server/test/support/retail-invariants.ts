import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';

/**
 * DESIGN.md §8: after every integration test that writes retail data, each stock counter equals the sum of its
 * log (and each log row chains before + delta = after), each member balance equals the sum of its ledger and is
 * never negative, and no log row points at another tenant's barcode or member.
 */
export async function expectRetailInvariants(db: Db): Promise<void> {
  const stockDrift = await db
    .selectFrom('retailStock as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('retailStockLog')
          .select(['tenantId', 'barcodeId', sql<number>`sum(delta)`.as('total')])
          .groupBy(['tenantId', 'barcodeId'])
          .as('l'),
      (join) => join.onRef('l.barcodeId', '=', 's.barcodeId').onRef('l.tenantId', '=', 's.tenantId'),
    )
    .select(['s.barcodeId', 's.qty', 'l.total'])
    .where(sql<boolean>`s.qty <> coalesce(l.total, 0)`)
    .execute();
  expect(stockDrift, 'stock counter = sum of stock log').toEqual([]);

  const brokenChain = await db
    .selectFrom('retailStockLog')
    .select(['id', 'qtyBefore', 'delta', 'qtyAfter'])
    .where(sql<boolean>`qty_before + delta <> qty_after`)
    .execute();
  expect(brokenChain, 'stock log rows chain before + delta = after').toEqual([]);

  const balanceDrift = await db
    .selectFrom('retailVip as v')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('retailVipBalanceLog')
          .select(['tenantId', 'vipId', sql<number>`sum(amount)`.as('total')])
          .groupBy(['tenantId', 'vipId'])
          .as('l'),
      (join) => join.onRef('l.vipId', '=', 'v.id').onRef('l.tenantId', '=', 'v.tenantId'),
    )
    .select(['v.id', 'v.balance', 'l.total'])
    .where((eb) => eb.or([sql<boolean>`v.balance <> coalesce(l.total, 0)`, eb('v.balance', '<', 0)]))
    .execute();
  expect(balanceDrift, 'member balance = sum of ledger, never negative').toEqual([]);

  const crossTenant = await db
    .selectFrom('retailStockLog as l')
    .innerJoin('retailBarcode as b', 'b.id', 'l.barcodeId')
    .select('l.id')
    .whereRef('b.tenantId', '<>', 'l.tenantId')
    .execute();
  expect(crossTenant, 'stock log rows stay in their tenant').toEqual([]);
}

import { StocktakeStatus } from '@retail/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { averageCostDrift } from '../../src/modules/retail/ledger/average-cost-drift.ts';
import { balanceDrift, stockDrift } from '../../src/modules/retail/ledger/ledger-drift.ts';
import type { Db } from '../../src/platform/db/database.ts';

/**
 * DESIGN.md §8: after every integration test that writes retail data, each stock counter equals the sum of its
 * log (and each log row chains before + delta = after), each member balance equals the sum of its ledger and is
 * never negative (the queries of the nightly ledger check, `ledger-drift.ts`), and no log row points at another tenant's barcode or member.
 */
export async function expectRetailInvariants(db: Db): Promise<void> {
  expect(await stockDrift(db), 'stock counter = sum of stock log, per (barcode, location)').toEqual([]);
  expect(await averageCostDrift(db), 'stored average cost = the one recomputed from the log').toEqual([]);

  const counterTotals = await db
    .selectFrom('retailStock')
    .select(['tenantId', sql<number>`sum(qty)`.as('total')])
    .groupBy('tenantId')
    .execute();
  const logTotals = await db
    .selectFrom('retailStockLog')
    .select(['tenantId', sql<number>`sum(delta)`.as('total')])
    .groupBy('tenantId')
    .execute();
  const totals = (rows: Array<{ tenantId: number; total: number | string }>) =>
    Object.fromEntries(
      rows.filter((r) => Number(r.total) !== 0).map((r) => [Number(r.tenantId), Number(r.total)]),
    );
  expect(totals(counterTotals), "each tenant's stock over its locations = its log total").toEqual(
    totals(logTotals),
  );

  const misplaced = await db
    .selectFrom('retailStockLog as l')
    .leftJoin('sysOrg as o', (j) =>
      j.onRef('o.id', '=', 'l.locationId').onRef('o.tenantId', '=', 'l.tenantId'),
    )
    .select(['l.id', 'l.locationId'])
    .where('o.id', 'is', null)
    .execute();
  expect(misplaced, "stock log rows are at one of their tenant's organisations").toEqual([]);

  const brokenChain = await db
    .selectFrom('retailStockLog')
    .select(['id', 'qtyBefore', 'delta', 'qtyAfter'])
    .where(sql<boolean>`qty_before + delta <> qty_after`)
    .execute();
  expect(brokenChain, 'stock log rows chain before + delta = after').toEqual([]);

  expect(
    await stocktakeDrift(db),
    'a stocktake line moved stock by its variance, once, and only when posted',
  ).toEqual([]);

  expect(await balanceDrift(db), 'member balance = sum of ledger, never negative').toEqual([]);

  const crossTenant = await db
    .selectFrom('retailStockLog as l')
    .innerJoin('retailBarcode as b', 'b.id', 'l.barcodeId')
    .select('l.id')
    .whereRef('b.tenantId', '<>', 'l.tenantId')
    .execute();
  expect(crossTenant, 'stock log rows stay in their tenant').toEqual([]);
}

/**
 * Stocktakes (issue 17): the stock log rows of a stocktake line sum to its variance when the stocktake is posted
 * (none for a line without one), and a stocktake that is counting or cancelled has moved nothing. Lines that differ.
 */
async function stocktakeDrift(db: Db): Promise<Array<{ lineId: number; expected: number; logged: number }>> {
  const lines = await db
    .selectFrom('retailStocktakeLine as l')
    .innerJoin('retailStocktake as s', (j) =>
      j.onRef('s.id', '=', 'l.stocktakeId').onRef('s.tenantId', '=', 'l.tenantId'),
    )
    .select(['l.id', 's.status', 'l.varianceQty'])
    .execute();
  const logs = await db
    .selectFrom('retailStockLog')
    .select(['sourceLineId', sql<number>`sum(delta)`.as('logged')])
    .where('sourceType', '=', 'stocktake')
    .groupBy('sourceLineId')
    .execute();
  const logged = new Map(logs.map((r) => [Number(r.sourceLineId), Number(r.logged)]));
  return lines
    .map((l) => ({
      lineId: l.id,
      expected: l.status === StocktakeStatus.Posted ? Number(l.varianceQty ?? 0) : 0,
      logged: logged.get(l.id) ?? 0,
    }))
    .filter((l) => l.expected !== l.logged);
}

import { sql } from 'kysely';
import { expect } from 'vitest';
import { averageCostDrift } from '../../src/modules/retail/ledger/average-cost-drift.ts';
import { balanceDrift, stockDrift } from '../../src/modules/retail/ledger/ledger-drift.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { StockLogKind } from '@retail/contracts';

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

  expect(await balanceDrift(db), 'member balance = sum of ledger, never negative').toEqual([]);

  expect(
    await transferDrift(db),
    'transfer lines: shipped = −transfer-out log, received = transfer-in log, in transit ≥ 0',
  ).toEqual([]);

  const crossTenant = await db
    .selectFrom('retailStockLog as l')
    .innerJoin('retailBarcode as b', 'b.id', 'l.barcodeId')
    .select('l.id')
    .whereRef('b.tenantId', '<>', 'l.tenantId')
    .execute();
  expect(crossTenant, 'stock log rows stay in their tenant').toEqual([]);
}

/**
 * Per stock transfer line: qty_shipped = −(sum of its TransferOut log deltas), qty_received = sum of its TransferIn
 * log deltas, and in transit (shipped − received − difference) is never negative. Lines that break one are
 * answered with what they hold and what the log says.
 */
async function transferDrift(db: Db) {
  const logSum = (kind: number) =>
    sql<number>`coalesce((select sum(g.delta) from retail_stock_log g where g.tenant_id = l.tenant_id and g.source_type = 'stockTransfer' and g.source_id = l.transfer_id and g.source_line_id = l.id and g.kind = ${kind}), 0)`;
  const rows = await db
    .selectFrom('retailStockTransferLine as l')
    .select([
      'l.id',
      'l.transferId',
      'l.qtyShipped',
      'l.qtyReceived',
      'l.qtyDifference',
      logSum(StockLogKind.TransferOut).as('outTotal'),
      logSum(StockLogKind.TransferIn).as('inTotal'),
    ])
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      transferId: Number(r.transferId),
      shipped: Number(r.qtyShipped),
      received: Number(r.qtyReceived),
      difference: Number(r.qtyDifference),
      logOut: Number(r.outTotal),
      logIn: Number(r.inTotal),
    }))
    .filter(
      (r) => r.shipped !== -r.logOut || r.received !== r.logIn || r.shipped - r.received - r.difference < 0,
    );
}

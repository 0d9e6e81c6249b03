import { StocktakeStatus } from '@retail/contracts';
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

  expect(
    await stocktakeDrift(db),
    'a stocktake line moved stock by its variance, once, and only when posted',
  ).toEqual([]);

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

  await expectPurchaseInvariants(db);
}

/**
 * Purchasing (issue 17): each order line's received quantity is the sum of its receipt lines and never more than
 * ordered; each order's received totals are the sums of its lines; each receipt line moved stock by its quantity
 * at its unit cost (one purchase-receipt log row).
 */
async function expectPurchaseInvariants(db: Db): Promise<void> {
  const receivedByLine = db
    .selectFrom('retailPurchaseReceiptLine')
    .select(['tenantId', 'orderLineId', sql<number>`sum(qty)`.as('total')])
    .groupBy(['tenantId', 'orderLineId'])
    .as('r');
  const lines = await db
    .selectFrom('retailPurchaseOrderLine as l')
    .leftJoin(receivedByLine, (j) =>
      j.onRef('r.orderLineId', '=', 'l.id').onRef('r.tenantId', '=', 'l.tenantId'),
    )
    .select(['l.id', 'l.qty', 'l.qtyReceived', 'r.total'])
    .execute();
  const badLines = lines.filter(
    (l) => Number(l.qtyReceived) !== Number(l.total ?? 0) || Number(l.qtyReceived) > Number(l.qty),
  );
  expect(badLines, 'order line received = sum of its receipt lines, never more than ordered').toEqual([]);

  const byOrder = db
    .selectFrom('retailPurchaseOrderLine')
    .select([
      'tenantId',
      'orderId',
      sql<number>`sum(qty_received)`.as('qty'),
      sql<number>`sum(qty_received * unit_cost)`.as('amount'),
    ])
    .groupBy(['tenantId', 'orderId'])
    .as('t');
  const orders = await db
    .selectFrom('retailPurchaseOrder as o')
    .leftJoin(byOrder, (j) => j.onRef('t.orderId', '=', 'o.id').onRef('t.tenantId', '=', 'o.tenantId'))
    .select(['o.id', 'o.receivedQty', 'o.receivedAmount', 't.qty', 't.amount'])
    .execute();
  const badOrders = orders.filter(
    (o) => Number(o.receivedQty) !== Number(o.qty ?? 0) || Number(o.receivedAmount) !== Number(o.amount ?? 0),
  );
  expect(badOrders, "order's received totals = sums of its lines").toEqual([]);

  const unposted = await db
    .selectFrom('retailPurchaseReceiptLine as rl')
    .leftJoin('retailStockLog as sl', (j) =>
      j
        .onRef('sl.sourceLineId', '=', 'rl.id')
        .onRef('sl.tenantId', '=', 'rl.tenantId')
        .on('sl.sourceType', '=', 'purchaseReceipt'),
    )
    .select(['rl.id', 'rl.qty', 'rl.unitCost', 'sl.delta', 'sl.unitCost as logCost'])
    .execute();
  const badPostings = unposted.filter(
    (r) => Number(r.delta ?? NaN) !== Number(r.qty) || Number(r.logCost ?? NaN) !== Number(r.unitCost),
  );
  expect(badPostings, 'each receipt line moved stock by its quantity at its unit cost').toEqual([]);
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

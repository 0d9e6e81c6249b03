import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { movedAverage } from './stock-ledger.ts';

/** A counter whose stored moving-average cost is not the one its log's receipts give. */
export interface AverageCostDrift {
  tenantId: number;
  barcodeId: number;
  locationId: number;
  stored: number;
  recomputed: number;
  /** the first log row whose recorded average does not follow from the rows before it, if any */
  logId: number | null;
}

/**
 * Issue 17: the stored average cost of each (barcode, location) equals the one recomputed by replaying its log
 * in order: a row that brings stock in moves the average by its unit cost (`movedAverage`; at the average's own
 * cost that leaves it as it was), a row taking stock out keeps it. The first row's average is taken as recorded (the counter's starting cost). Reads the whole log:
 * for the test invariants and on demand, not for a hot path.
 */
export async function averageCostDrift(db: Db): Promise<AverageCostDrift[]> {
  const all = acrossTenants(db, 'the average cost is checked over every tenant at once');
  const logs = await all
    .selectFrom('retailStockLog')
    .select(['id', 'tenantId', 'barcodeId', 'locationId', 'qtyBefore', 'delta', 'unitCost', 'avgCostAfter'])
    .orderBy('tenantId')
    .orderBy('locationId')
    .orderBy('barcodeId')
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  const counters = await all
    .selectFrom('retailStock')
    .select(['tenantId', 'barcodeId', 'locationId', 'avgCost'])
    .execute();
  const replayed = new Map<string, { avg: number; brokenAt: number | null }>();
  for (const row of logs) {
    const key = `${row.tenantId}:${row.barcodeId}:${row.locationId}`;
    const prev = replayed.get(key);
    const recorded = Number(row.avgCostAfter);
    if (!prev) {
      replayed.set(key, { avg: recorded, brokenAt: null });
      continue;
    }
    const delta = Number(row.delta);
    // a row bringing stock in without a cost of its own is valued at the average, which it then keeps
    const expected =
      delta > 0 ? movedAverage(Number(row.qtyBefore), prev.avg, delta, Number(row.unitCost)) : prev.avg;
    if (expected !== recorded && prev.brokenAt === null) prev.brokenAt = Number(row.id);
    prev.avg = expected;
  }
  const drift: AverageCostDrift[] = [];
  for (const c of counters) {
    const key = `${c.tenantId}:${c.barcodeId}:${c.locationId}`;
    const replay = replayed.get(key);
    if (!replay) continue;
    if (replay.avg !== Number(c.avgCost) || replay.brokenAt !== null) {
      drift.push({
        tenantId: Number(c.tenantId),
        barcodeId: Number(c.barcodeId),
        locationId: Number(c.locationId),
        stored: Number(c.avgCost),
        recomputed: replay.avg,
        logId: replay.brokenAt,
      });
    }
  }
  return drift;
}

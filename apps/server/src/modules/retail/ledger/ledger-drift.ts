import { sql } from 'kysely';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';

/** A barcode whose stock counter is not the sum of its stock log. */
export interface StockDrift {
  tenantId: number;
  barcodeId: number;
  locationId: number;
  barcode: string | null;
  qty: number;
  logTotal: number;
}

/** A member whose balance (fen) is not the sum of its balance ledger, or is below zero. */
export interface BalanceDrift {
  tenantId: number;
  vipId: number;
  cardNo: string;
  balance: number;
  ledgerTotal: number;
}

const EVERY_TENANT = 'the ledger invariants are checked over every tenant at once';

/**
 * DESIGN.md §6: stock counter = sum of the stock log, per (barcode, location). The one statement of that invariant: the
 * nightly ledger check and the integration tests' invariant check both ask it. Every tenant, in tenant order.
 */
export async function stockDrift(db: Db): Promise<StockDrift[]> {
  const rows = await acrossTenants(db, EVERY_TENANT)
    .selectFrom('retailStock as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('retailStockLog')
          .select(['tenantId', 'barcodeId', 'locationId', sql<number>`sum(delta)`.as('total')])
          .groupBy(['tenantId', 'barcodeId', 'locationId'])
          .as('l'),
      (join) =>
        join
          .onRef('l.barcodeId', '=', 's.barcodeId')
          .onRef('l.tenantId', '=', 's.tenantId')
          .onRef('l.locationId', '=', 's.locationId'),
    )
    .leftJoin('retailBarcode as b', (join) =>
      join.onRef('b.id', '=', 's.barcodeId').onRef('b.tenantId', '=', 's.tenantId'),
    )
    .select(['s.tenantId', 's.barcodeId', 's.locationId', 'b.barcode', 's.qty', 'l.total'])
    .where(sql<boolean>`s.qty <> coalesce(l.total, 0)`)
    .orderBy('s.tenantId')
    .orderBy('s.barcodeId')
    .orderBy('s.locationId')
    .execute();
  return rows.map((r) => ({
    tenantId: Number(r.tenantId),
    barcodeId: Number(r.barcodeId),
    locationId: Number(r.locationId),
    barcode: r.barcode,
    qty: Number(r.qty),
    logTotal: Number(r.total ?? 0),
  }));
}

/** DESIGN.md §6: member balance = sum of the balance ledger, never negative, per member; as `stockDrift`. */
export async function balanceDrift(db: Db): Promise<BalanceDrift[]> {
  const rows = await acrossTenants(db, EVERY_TENANT)
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
    .select(['v.tenantId', 'v.id', 'v.cardNo', 'v.balance', 'l.total'])
    .where((eb) => eb.or([sql<boolean>`v.balance <> coalesce(l.total, 0)`, eb('v.balance', '<', 0)]))
    .orderBy('v.tenantId')
    .orderBy('v.id')
    .execute();
  return rows.map((r) => ({
    tenantId: Number(r.tenantId),
    vipId: Number(r.id),
    cardNo: r.cardNo,
    balance: Number(r.balance),
    ledgerTotal: Number(r.total ?? 0),
  }));
}

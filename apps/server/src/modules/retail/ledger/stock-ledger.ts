import type { StockLogKind } from '@retail/contracts';
import { type Insertable, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailStockLogTable } from '../../../db/schema-retail.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';

/** One line's change of one barcode's stock. */
export interface StockChange {
  barcodeId: number;
  /** shown in the insufficient-stock message */
  barcode: string;
  delta: number;
  sourceLineId?: number | null;
  /**
   * Cost per unit in fen of a receipt (purchase, receive, transfer in, returned goods): an incoming change with a
   * cost moves the location's moving-average cost. Without it the movement is valued at the average.
   */
  unitCost?: number | null;
}

/** The document that causes the changes, recorded on every log row. */
export interface StockSource {
  kind: StockLogKind;
  type: string;
  id: number;
  no: string | null;
  orgId: number | null;
  /** the stock location (a store or warehouse organisation) whose counters change */
  locationId: number;
  remark?: string | null;
}

export interface StockLedgerOptions {
  /** the tenant allows stock below zero (retail_setting.allow_negative_stock) */
  allowNegative: boolean;
  now: number;
}

/**
 * The only writer of retail_stock (DESIGN.md §6): applies a document's changes inside the caller's
 * transaction, so the counter always equals the sum of the log. Demand is summed per barcode before the
 * check; each barcode's counter changes in one conditional UPDATE (`qty + delta >= 0` unless negative stock is
 * allowed), which is atomic on every database, and barcodes are taken in id order so concurrent documents
 * lock rows in the same order. A refused barcode throws before anything of the document is kept (the caller's
 * transaction rolls back). One log row per change line, chained before → after.
 *
 * Counters are per (barcode, location) and made on first use, starting at the goods' cost price. Changes with a
 * unit cost that bring stock in move the moving-average cost (`movedAverage`), under the row's lock; every log row
 * keeps its unit cost and the average after it.
 */
export class StockLedger {
  constructor(
    private readonly dbType: DbType,
    private readonly ids: IdGenerator,
  ) {}

  /** Locks the counters of these barcodes (PostgreSQL/MySQL) and returns their quantities; SQLite writers are serial. */
  async lockQuantities(
    trx: Trx,
    tenantId: number,
    locationId: number,
    barcodeIds: number[],
  ): Promise<Map<number, number>> {
    if (barcodeIds.length === 0) return new Map();
    let query = trx
      .selectFrom('retailStock')
      .select(['barcodeId', 'qty'])
      .where('tenantId', '=', tenantId)
      .where('locationId', '=', locationId)
      .where(
        'barcodeId',
        'in',
        [...new Set(barcodeIds)].sort((a, b) => a - b),
      )
      .orderBy('barcodeId');
    if (this.dbType !== 'sqlite') query = query.forUpdate();
    const rows = await query.execute();
    return new Map(rows.map((r) => [r.barcodeId, Number(r.qty)]));
  }

  /** Makes the counters of these barcodes at a location where missing (zero stock at the goods' cost price). */
  async ensureCounters(
    trx: Trx,
    tenantId: number,
    locationId: number,
    barcodes: Array<{ barcodeId: number; barcode: string }>,
    now: number,
  ): Promise<void> {
    const at = { tenantId, locationId };
    for (const b of [...barcodes].sort((x, y) => x.barcodeId - y.barcodeId)) {
      if (!(await this.counter(trx, at, b.barcodeId)))
        await this.create(trx, at, b.barcodeId, b.barcode, now);
    }
  }

  /** The moving-average costs of these barcodes at a location (barcodes without a counter there are absent). */
  async averageCosts(
    trx: Trx,
    tenantId: number,
    locationId: number,
    barcodeIds: number[],
  ): Promise<Map<number, number>> {
    if (barcodeIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom('retailStock')
      .select(['barcodeId', 'avgCost'])
      .where('tenantId', '=', tenantId)
      .where('locationId', '=', locationId)
      .where('barcodeId', 'in', [...new Set(barcodeIds)])
      .execute();
    return new Map(rows.map((r) => [r.barcodeId, Number(r.avgCost)]));
  }

  /** Applies the changes; returns each barcode's moving-average cost after them (the cost a sale line keeps). */
  async apply(
    trx: Trx,
    caller: Principal | null,
    tenantId: number,
    changes: StockChange[],
    source: StockSource,
    options: StockLedgerOptions,
  ): Promise<Map<number, number>> {
    const byBarcode = new Map<number, { barcode: string; total: number; lines: StockChange[] }>();
    for (const change of changes) {
      if (!Number.isSafeInteger(change.delta)) throw new RangeError('stock delta must be an integer');
      const entry = byBarcode.get(change.barcodeId) ?? { barcode: change.barcode, total: 0, lines: [] };
      entry.total += change.delta;
      entry.lines.push(change);
      byBarcode.set(change.barcodeId, entry);
    }
    const ordered = [...byBarcode.entries()].sort(([a], [b]) => a - b);
    const logs: Insertable<RetailStockLogTable>[] = [];
    const averages = new Map<number, number>();
    const at = { tenantId, locationId: source.locationId };
    for (const [barcodeId, entry] of ordered) {
      const costed = entry.lines.some((l) => l.delta > 0 && l.unitCost !== null && l.unitCost !== undefined);
      const counter = costed
        ? await this.changeCosted(trx, at, barcodeId, entry, options)
        : await this.changeQty(trx, at, barcodeId, entry, options);
      let qty = counter.qty - entry.total;
      let avg = counter.avgBefore;
      for (const line of entry.lines) {
        const unitCost = line.unitCost ?? avg;
        if (line.delta > 0 && line.unitCost !== null && line.unitCost !== undefined) {
          avg = movedAverage(qty, avg, line.delta, line.unitCost);
        }
        logs.push({
          id: this.ids.next(),
          tenantId,
          barcodeId,
          goodsId: counter.goodsId,
          locationId: source.locationId,
          kind: source.kind,
          qtyBefore: qty,
          delta: line.delta,
          qtyAfter: qty + line.delta,
          unitCost,
          avgCostAfter: avg,
          sourceType: source.type,
          sourceId: source.id,
          sourceNo: source.no,
          sourceLineId: line.sourceLineId ?? null,
          orgId: source.orgId,
          remark: source.remark ?? null,
          createTime: options.now,
          createUserId: caller?.userId ?? null,
          createUserName: caller?.realName ?? null,
        });
        qty += line.delta;
      }
      averages.set(barcodeId, avg);
    }
    // one statement for the document's log rows
    if (logs.length > 0) await trx.insertInto('retailStockLog').values(logs).execute();
    return averages;
  }

  /** A quantity-only change: one conditional UPDATE; the counter is made first when the barcode has none here. */
  private async changeQty(
    trx: Trx,
    at: Location,
    barcodeId: number,
    entry: { barcode: string; total: number },
    options: StockLedgerOptions,
  ): Promise<Counter> {
    let after = await this.change(trx, at, barcodeId, entry.total, options);
    if (!after && !(await this.counter(trx, at, barcodeId))) {
      await this.create(trx, at, barcodeId, entry.barcode, options.now);
      after = await this.change(trx, at, barcodeId, entry.total, options);
    }
    if (!after) throw await this.refusal(trx, at, barcodeId, entry);
    return { ...after, avgBefore: after.avgCost };
  }

  /** A change that moves the average: the counter is locked and read, then written with its new quantity and average. */
  private async changeCosted(
    trx: Trx,
    at: Location,
    barcodeId: number,
    entry: { barcode: string; total: number; lines: StockChange[] },
    options: StockLedgerOptions,
  ): Promise<Counter> {
    let before = await this.counter(trx, at, barcodeId, true);
    if (!before) {
      await this.create(trx, at, barcodeId, entry.barcode, options.now);
      before = await this.counter(trx, at, barcodeId, true);
    }
    if (!before) throw new AppError(404, 'stock.barcodeMissing', { barcode: entry.barcode });
    let qty = before.qty;
    let avg = before.avgCost;
    for (const line of entry.lines) {
      if (line.delta > 0 && line.unitCost !== null && line.unitCost !== undefined) {
        avg = movedAverage(qty, avg, line.delta, line.unitCost);
      }
      qty += line.delta;
    }
    if (entry.total < 0 && qty < 0 && !options.allowNegative)
      throw await this.refusal(trx, at, barcodeId, entry);
    await trx
      .updateTable('retailStock')
      .set({ qty, avgCost: avg, updateTime: options.now })
      .where('tenantId', '=', at.tenantId)
      .where('locationId', '=', at.locationId)
      .where('barcodeId', '=', barcodeId)
      .execute();
    return { qty, avgCost: avg, goodsId: before.goodsId, avgBefore: before.avgCost };
  }

  private async refusal(
    trx: Trx,
    at: Location,
    barcodeId: number,
    entry: { barcode: string; total: number },
  ) {
    const row = await this.counter(trx, at, barcodeId);
    if (!row) return new AppError(404, 'stock.barcodeMissing', { barcode: entry.barcode });
    return new AppError(
      400,
      'stock.insufficient',
      { barcode: entry.barcode, available: row.qty, wanted: -entry.total },
      'stock.insufficient',
    );
  }

  /**
   * The counter of a barcode at a location, made at zero with the goods' cost price as its average. A concurrent
   * document that made it first wins; ours is then ignored (a unique index on tenant, barcode and location).
   */
  private async create(
    trx: Trx,
    at: Location,
    barcodeId: number,
    barcode: string,
    now: number,
  ): Promise<void> {
    const goods = await trx
      .selectFrom('retailBarcode as b')
      .innerJoin('retailGoods as g', (j) =>
        j.onRef('g.id', '=', 'b.goodsId').on('g.tenantId', '=', at.tenantId),
      )
      .select(['b.goodsId', 'g.costPrice'])
      .where('b.tenantId', '=', at.tenantId)
      .where('b.id', '=', barcodeId)
      .executeTakeFirst();
    if (!goods) throw new AppError(404, 'stock.barcodeMissing', { barcode });
    const row = {
      id: this.ids.next(),
      tenantId: at.tenantId,
      barcodeId,
      goodsId: goods.goodsId,
      locationId: at.locationId,
      qty: 0,
      avgCost: Number(goods.costPrice),
      minQty: null,
      maxQty: null,
      updateTime: now,
    };
    const insert = trx.insertInto('retailStock').values(row);
    if (this.dbType === 'mysql') await insert.ignore().execute();
    else
      await insert
        .onConflict((oc) => oc.columns(['tenantId', 'barcodeId', 'locationId']).doNothing())
        .execute();
  }

  /**
   * The conditional UPDATE of one counter; its new quantity and goods, or undefined when the barcode has no
   * counter or the stock would go below zero. SQLite and PostgreSQL return the row from the UPDATE itself.
   */
  private async change(
    trx: Trx,
    at: Location,
    barcodeId: number,
    delta: number,
    options: StockLedgerOptions,
  ): Promise<CounterRow | undefined> {
    let update = trx
      .updateTable('retailStock')
      .set({ qty: sql`qty + ${delta}`, updateTime: options.now })
      .where('tenantId', '=', at.tenantId)
      .where('locationId', '=', at.locationId)
      .where('barcodeId', '=', barcodeId);
    if (delta < 0 && !options.allowNegative) update = update.where(sql`qty + ${delta}`, '>=', 0);
    if (this.dbType !== 'mysql') {
      const row = await update.returning(['qty', 'goodsId', 'avgCost']).executeTakeFirst();
      return row ? { qty: Number(row.qty), goodsId: row.goodsId, avgCost: Number(row.avgCost) } : undefined;
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return this.counter(trx, at, barcodeId);
  }

  private async counter(
    trx: Trx,
    at: Location,
    barcodeId: number,
    lock = false,
  ): Promise<CounterRow | undefined> {
    let query = trx
      .selectFrom('retailStock')
      .select(['qty', 'goodsId', 'avgCost'])
      .where('tenantId', '=', at.tenantId)
      .where('locationId', '=', at.locationId)
      .where('barcodeId', '=', barcodeId);
    if (lock && this.dbType !== 'sqlite') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? { qty: Number(row.qty), goodsId: row.goodsId, avgCost: Number(row.avgCost) } : undefined;
  }
}

interface Location {
  tenantId: number;
  locationId: number;
}

interface CounterRow {
  qty: number;
  goodsId: number;
  avgCost: number;
}

/** A counter after a change, with its average before the change. */
interface Counter extends CounterRow {
  avgBefore: number;
}

/**
 * The moving-average cost after `qty` units arrive at `unitCost` onto `qtyBefore` units at `avgBefore` (fen,
 * rounded half up). Stock at or below zero carries no value, so the arrival's cost becomes the average.
 */
export function movedAverage(qtyBefore: number, avgBefore: number, qty: number, unitCost: number): number {
  const held = Math.max(qtyBefore, 0);
  if (held + qty <= 0) return avgBefore;
  return Math.round((held * avgBefore + qty * unitCost) / (held + qty));
}

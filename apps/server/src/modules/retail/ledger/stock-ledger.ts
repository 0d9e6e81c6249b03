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
}

/** The document that causes the changes, recorded on every log row. */
export interface StockSource {
  kind: StockLogKind;
  type: string;
  id: number;
  no: string | null;
  orgId: number | null;
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
 */
export class StockLedger {
  constructor(
    private readonly dbType: DbType,
    private readonly ids: IdGenerator,
  ) {}

  /** Locks the counters of these barcodes (PostgreSQL/MySQL) and returns their quantities; SQLite writers are serial. */
  async lockQuantities(trx: Trx, tenantId: number, barcodeIds: number[]): Promise<Map<number, number>> {
    if (barcodeIds.length === 0) return new Map();
    let query = trx
      .selectFrom('retailStock')
      .select(['barcodeId', 'qty'])
      .where('tenantId', '=', tenantId)
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

  async apply(
    trx: Trx,
    caller: Principal | null,
    tenantId: number,
    changes: StockChange[],
    source: StockSource,
    options: StockLedgerOptions,
  ): Promise<void> {
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
    for (const [barcodeId, entry] of ordered) {
      const after = await this.change(trx, tenantId, barcodeId, entry.total, options);
      if (!after) {
        const row = await this.counter(trx, tenantId, barcodeId);
        if (!row) throw new AppError(404, 'stock.barcodeMissing', { barcode: entry.barcode });
        throw new AppError(
          400,
          'stock.insufficient',
          { barcode: entry.barcode, available: row.qty, wanted: -entry.total },
          'stock.insufficient',
        );
      }
      let qty = after.qty - entry.total;
      for (const line of entry.lines) {
        logs.push({
          id: this.ids.next(),
          tenantId,
          barcodeId,
          goodsId: after.goodsId,
          kind: source.kind,
          qtyBefore: qty,
          delta: line.delta,
          qtyAfter: qty + line.delta,
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
    }
    // one statement for the document's log rows
    if (logs.length > 0) await trx.insertInto('retailStockLog').values(logs).execute();
  }

  /**
   * The conditional UPDATE of one counter; its new quantity and goods, or undefined when the barcode has no
   * counter or the stock would go below zero. SQLite and PostgreSQL return the row from the UPDATE itself.
   */
  private async change(
    trx: Trx,
    tenantId: number,
    barcodeId: number,
    delta: number,
    options: StockLedgerOptions,
  ): Promise<{ qty: number; goodsId: number } | undefined> {
    let update = trx
      .updateTable('retailStock')
      .set({ qty: sql`qty + ${delta}`, updateTime: options.now })
      .where('tenantId', '=', tenantId)
      .where('barcodeId', '=', barcodeId);
    if (delta < 0 && !options.allowNegative) update = update.where(sql`qty + ${delta}`, '>=', 0);
    if (this.dbType !== 'mysql') {
      const row = await update.returning(['qty', 'goodsId']).executeTakeFirst();
      return row ? { qty: Number(row.qty), goodsId: row.goodsId } : undefined;
    }
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return this.counter(trx, tenantId, barcodeId);
  }

  private async counter(trx: Trx, tenantId: number, barcodeId: number) {
    const row = await trx
      .selectFrom('retailStock')
      .select(['qty', 'goodsId'])
      .where('tenantId', '=', tenantId)
      .where('barcodeId', '=', barcodeId)
      .executeTakeFirst();
    return row ? { qty: Number(row.qty), goodsId: row.goodsId } : undefined;
  }
}

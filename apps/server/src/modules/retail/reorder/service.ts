import { fenToYuan } from '@retail/contracts';
import type {
  ReorderCreateInput,
  ReorderCreateOutput,
  ReorderFilter,
  ReorderLevelsInput,
  ReorderOutput,
  ReorderPageInput,
} from '@retail/contracts/api/retail/purchase';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { RetailCore } from '../core.ts';
import type { ReorderRepository, ReorderRow } from './repository.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { StockLocations } from '../ledger/stock-locations.ts';
import type { DraftLine, PurchaseOrderService } from '../purchase-order/service.ts';

export interface ReorderDeps {
  db: Db;
  repo: ReorderRepository;
  /** the purchase orders' service: drafts made from suggestions, last purchase costs */
  orders: PurchaseOrderService;
  locations: StockLocations;
  retail: RetailCore;
  maxPageSize: number;
}

export interface Levels {
  minQty: number | null;
  maxQty: number | null;
}

/** 400 unless both levels are given with min ≤ max, or both are cleared. */
export function checkLevels(levels: Levels): void {
  const { minQty, maxQty } = levels;
  if ((minQty === null) !== (maxQty === null)) throw new AppError(400, 'reorder.levelsPaired');
  if (minQty !== null && maxQty !== null && minQty > maxQty)
    throw new AppError(400, 'reorder.minAboveMax', { min: minQty, max: maxQty });
}

/**
 * Reorder points: the minimum and maximum of each barcode at each location live on its stock counter. The
 * suggestion page lists what has fallen to its minimum (counting what is on order) with the quantity that brings
 * it back to its maximum; the chosen suggestions become draft purchase orders, one per supplier, in one step.
 */
export class ReorderService {
  private readonly repo: ReorderRepository;
  private readonly orders: PurchaseOrderService;
  private readonly retail: RetailCore;

  constructor(private readonly deps: ReorderDeps) {
    this.repo = deps.repo;
    this.orders = deps.orders;
    this.retail = deps.retail;
  }

  /** The location a read looks at: the caller's own, or another it may see (403 otherwise). */
  async readLocation(caller: Principal, requested: number | null | undefined): Promise<number> {
    const own = await this.deps.locations.ofCaller(caller);
    if (requested === null || requested === undefined || requested === own) return own;
    await this.deps.locations.get(caller.tenantId, requested);
    const readable = await this.deps.locations.readable(caller);
    if (readable !== null && !readable.includes(requested))
      throw new AppError(403, 'stock.locationNotYours', { id: requested });
    return requested;
  }

  toOutput(row: ReorderRow): ReorderOutput {
    const last = row.lastCost === null || row.lastCost === undefined ? null : Number(row.lastCost);
    return {
      barcodeId: Number(row.barcodeId),
      barcode: row.barcode,
      goodsId: Number(row.goodsId),
      goodsCode: row.goodsCode,
      goodsName: row.goodsName,
      color: row.color,
      size: row.size,
      unit: row.unit,
      supplierId: row.supplierId === null ? null : Number(row.supplierId),
      supplierName: row.supplierName,
      locationId: Number(row.locationId),
      qty: Number(row.qty),
      onOrder: Number(row.onOrder),
      minQty: row.minQty === null ? null : Number(row.minQty),
      maxQty: row.maxQty === null ? null : Number(row.maxQty),
      suggestQty: Number(row.suggestQty),
      lastCost: fenToYuan(last ?? Number(row.costPrice)),
    };
  }

  async page(caller: Principal, input: ReorderPageInput): Promise<PageResult<ReorderOutput>> {
    const locationId = await this.readLocation(caller, input.locationId);
    const page = await this.repo.page(caller.tenantId, locationId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: ReorderFilter, limit: number): Promise<ReorderOutput[]> {
    const locationId = await this.readLocation(caller, filter.locationId);
    const rows = await this.repo.list(caller.tenantId, locationId, filter, limit);
    return rows.map((r) => this.toOutput(r));
  }

  /** Sets (or with both null clears) one barcode's levels at a location the caller may work on. */
  async setLevels(caller: Principal, input: ReorderLevelsInput): Promise<void> {
    checkLevels(input);
    const locationId = await this.deps.locations.forWrite(caller, input.locationId);
    await this.apply(caller, locationId, [
      { barcode: input.barcode, minQty: input.minQty, maxQty: input.maxQty },
    ]);
  }

  /** Which of these codes are live barcodes of the tenant. */
  async knownBarcodes(tenantId: number, codes: string[]): Promise<string[]> {
    return (await this.repo.barcodes(tenantId, [...new Set(codes)])).map((b) => b.barcode);
  }

  /**
   * Writes the levels of barcodes (already checked) in one transaction, making the counters that are missing at
   * the location. An unknown barcode is refused by name.
   */
  async apply(
    caller: Principal,
    locationId: number,
    rows: Array<Levels & { barcode: string }>,
  ): Promise<void> {
    const { tenantId } = caller;
    const found = new Map(
      (await this.repo.barcodes(tenantId, [...new Set(rows.map((r) => r.barcode))])).map((b) => [
        b.barcode,
        b,
      ]),
    );
    const missing = rows.find((r) => !found.has(r.barcode));
    if (missing) throw new AppError(400, 'reorder.barcodeUnknown', { barcode: missing.barcode });
    await inTransaction(this.deps.db, async (trx) => {
      await this.retail.stock.ensureCounters(
        trx,
        tenantId,
        locationId,
        [...found.values()].map((b) => ({ barcodeId: b.barcodeId, barcode: b.barcode })),
        Date.now(),
      );
      for (const row of rows) {
        const barcodeId = found.get(row.barcode)!.barcodeId;
        await this.repo.setLevels(trx, tenantId, locationId, barcodeId, row);
      }
    });
  }

  /** Turns the chosen suggestions into draft purchase orders, one per supplier, all in one transaction. */
  async createOrders(caller: Principal, input: ReorderCreateInput): Promise<ReorderCreateOutput> {
    const { tenantId } = caller;
    const locationId = await this.deps.locations.forWrite(caller, input.locationId);
    const seen = new Set<string>();
    for (const item of input.items) {
      if (seen.has(item.barcode))
        throw new AppError(400, 'reorder.duplicateBarcode', { barcode: item.barcode });
      seen.add(item.barcode);
    }
    const barcodes = new Map((await this.repo.barcodes(tenantId, [...seen])).map((b) => [b.barcode, b]));
    const unknown = input.items.find((i) => !barcodes.has(i.barcode));
    if (unknown) throw new AppError(400, 'reorder.barcodeUnknown', { barcode: unknown.barcode });
    const ids = [...barcodes.values()].map((b) => b.barcodeId);
    const suggestions = new Map(
      (await this.repo.forBarcodes(tenantId, locationId, ids)).map((r) => [Number(r.barcodeId), r]),
    );
    const lastCosts = await this.orders.lastCosts(tenantId, ids);

    const bySupplier = new Map<number, DraftLine[]>();
    for (const item of input.items) {
      const b = barcodes.get(item.barcode)!;
      if (b.supplierId === null) throw new AppError(400, 'reorder.noSupplier', { barcode: item.barcode });
      const suggested = Number(suggestions.get(b.barcodeId)?.suggestQty ?? 0);
      const qty = item.qty ?? suggested;
      if (qty <= 0) throw new AppError(400, 'reorder.nothingToOrder', { barcode: item.barcode });
      const lines = bySupplier.get(Number(b.supplierId)) ?? [];
      lines.push({
        barcodeId: b.barcodeId,
        goodsId: b.goodsId,
        qty,
        unitCost: lastCosts.get(b.barcodeId) ?? Number(b.costPrice),
      });
      bySupplier.set(Number(b.supplierId), lines);
    }

    const now = Date.now();
    const created = await inTransaction(this.deps.db, async (trx) => {
      const out: Array<{ id: number; no: string; supplierId: number; lineCount: number }> = [];
      for (const [supplierId, lines] of [...bySupplier.entries()].sort(([a], [b]) => a - b)) {
        const { id, no } = await this.orders.insertDraft(
          trx,
          caller,
          { supplierId, locationId, expectedDate: input.expectedDate, remark: input.remark ?? null, lines },
          now,
        );
        out.push({ id, no, supplierId, lineCount: lines.length });
      }
      return out;
    });
    const names = new Map(
      [...barcodes.values()].map((b) => [Number(b.supplierId), suggestions.get(b.barcodeId)?.supplierName]),
    );
    return Promise.all(
      created.map(async (o) => ({
        ...o,
        supplierName: names.get(o.supplierId) ?? (await this.orders.supplierName(tenantId, o.supplierId)),
      })),
    );
  }
}

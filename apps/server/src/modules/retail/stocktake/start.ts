import { StocktakeStatus } from '@retail/contracts';
import type { StocktakeAddInput } from '@retail/contracts/api/retail/stocktake';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { chunks, type ScopeBarcode } from './repository.ts';
import type { StocktakeDeps } from './service.ts';

/** Prefix of stocktake numbers (PK = 盘库; PD is the stock adjustment's stocktake kind). */
export const STOCKTAKE_PREFIX = 'PK';

/** Barcodes whose counters one statement locks. */
const LOCK_CHUNK = 1000;

/**
 * Starting a stocktake: the location (the caller's own, or one it may choose), the scope (a category with its
 * descendants, or everything), and in one transaction the freeze — every counter of the scope locked and read, one
 * line per live barcode with its quantity (0 where it has no counter there) and its average cost. The freeze time
 * is taken once the counters are held, so a movement stamped at or after it is not in the frozen quantity.
 */
export class StocktakeStart {
  constructor(private readonly deps: StocktakeDeps) {}

  /** The categories of the scope (the category and its descendants), or null for the whole location. */
  async scopeOf(tenantId: number, categoryId: number | null | undefined): Promise<number[] | null> {
    if (!categoryId) return null;
    const ids = await this.deps.categories.withDescendants(tenantId, categoryId);
    if (ids.length === 0) throw new AppError(400, 'stocktake.categoryMissing');
    return ids;
  }

  async start(caller: Principal, input: StocktakeAddInput): Promise<number> {
    const { repo, retail } = this.deps;
    const tenantId = caller.tenantId;
    const locationId = await retail.locations.forWrite(caller, input.locationId);
    const categoryIds = await this.scopeOf(tenantId, input.categoryId);
    const barcodes = await repo.scopeBarcodes(tenantId, categoryIds);
    if (barcodes.length === 0) throw new AppError(400, 'stocktake.emptyScope');
    const overlap = async () => {
      const no = await repo.overlapping(tenantId, locationId, { categoryIds });
      return new AppError(409, 'stocktake.overlap', { no: no ?? '' });
    };
    if (await repo.overlapping(tenantId, locationId, { categoryIds })) throw await overlap();

    const id = this.deps.ids.next();
    await onUniqueViolation(overlap, () =>
      inTransaction(repo.db, async (trx) => {
        const quantities = new Map<number, number>();
        const ordered = barcodes.map((b) => b.barcodeId).sort((a, b) => a - b);
        for (const part of chunks(ordered, LOCK_CHUNK)) {
          for (const [barcodeId, qty] of await retail.stock.lockQuantities(trx, tenantId, locationId, part))
            quantities.set(barcodeId, qty);
        }
        const freezeTime = Date.now();
        const averages = new Map<number, number>();
        for (const part of chunks(ordered, LOCK_CHUNK)) {
          for (const [barcodeId, avg] of await retail.stock.averageCosts(trx, tenantId, locationId, part))
            averages.set(barcodeId, avg);
        }
        const no = await nextDocNo(
          trx,
          this.deps.dbType,
          this.deps.ids,
          tenantId,
          STOCKTAKE_PREFIX,
          freezeTime,
          this.deps.timeZone,
        );
        const line = (b: ScopeBarcode, i: number) => ({
          id: this.deps.ids.next(),
          tenantId,
          stocktakeId: id,
          lineNo: i + 1,
          barcodeId: b.barcodeId,
          goodsId: b.goodsId,
          bookQty: quantities.get(b.barcodeId) ?? 0,
          // a barcode without a counter here would start at its goods' cost price (StockLedger)
          avgCost: averages.get(b.barcodeId) ?? Number(b.costPrice),
          countedQty: null,
          movementQty: null,
          varianceQty: null,
          varianceValue: null,
          added: 0,
          openLocationId: locationId,
        });
        await repo.insert(
          trx,
          {
            id,
            tenantId,
            orgId: caller.orgId || null,
            locationId,
            categoryId: input.categoryId ?? null,
            no,
            status: StocktakeStatus.Counting,
            freezeTime,
            postedTime: null,
            postedUserId: null,
            postedUserName: null,
            uncounted: null,
            lineCount: barcodes.length,
            countedCount: 0,
            totalVarianceQty: 0,
            totalVarianceValue: 0,
            remark: input.remark ?? null,
            createTime: freezeTime,
            createUserId: caller.userId,
            createUserName: caller.realName,
            isDelete: 0,
          },
          barcodes.map(line),
        );
      }),
    );
    return id;
  }
}

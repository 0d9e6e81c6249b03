import { StockLogKind, StocktakeStatus, StocktakeUncounted } from '@retail/contracts';
import type { StocktakePostInput } from '@retail/contracts/api/retail/stocktake';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { StockChange } from '../ledger/stock-ledger.ts';
import { chunks } from './repository.ts';
import type { StocktakeDeps, StocktakeService } from './service.ts';

/** The source type of a stocktake's stock log rows. */
export const STOCKTAKE_SOURCE = 'stocktake';

const LOCK_CHUNK = 1000;

/**
 * Posting and cancelling. Each runs in one transaction that first moves the status with a conditional UPDATE
 * (counting → posted or cancelled), so a second, concurrent or later call finds nothing to move and is refused.
 *
 * Posting applies each line's variance, counted − book (the quantity frozen at the start), through the stock
 * ledger: the counter then ends at counted + the movements since the freeze, so a sale during the count is taken off
 * the counted quantity once and never twice. The movement recorded on the line is the locked counter now less the
 * frozen book: the counter is the sum of its log, so this is the sum of the log deltas after the freeze in the order
 * the ledger applied them (a time filter would miss a movement stamped before the freeze but committed after it).
 * Lines not counted are posted as zero (variance −book) or kept (no change), as the caller chose.
 */
export class StocktakePosting {
  constructor(
    private readonly deps: StocktakeDeps,
    private readonly stocktakes: StocktakeService,
  ) {}

  async post(caller: Principal, input: StocktakePostInput): Promise<void> {
    const doc = await this.stocktakes.find(caller, input.id);
    const { repo, retail } = this.deps;
    const { tenantId } = caller;
    await inTransaction(repo.db, async (trx) => {
      const now = Date.now();
      const moved = await repo.updateIf(trx, tenantId, doc.id, StocktakeStatus.Counting, {
        status: StocktakeStatus.Posted,
        postedTime: now,
        postedUserId: caller.userId,
        postedUserName: caller.realName,
        uncounted: input.uncounted,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!moved) throw new AppError(400, 'stocktake.notCounting', { no: doc.no });
      const lines = await repo.postingLines(trx, tenantId, doc.id);
      const quantities = new Map<number, number>();
      for (const part of chunks(
        lines.map((l) => l.barcodeId),
        LOCK_CHUNK,
      )) {
        for (const [barcodeId, qty] of await retail.stock.lockQuantities(trx, tenantId, doc.locationId, part))
          quantities.set(barcodeId, qty);
      }
      await repo.closeLines(trx, tenantId, doc.id, true);
      const changes: StockChange[] = [];
      const totals = { lines: 0, counted: 0, varianceQty: 0, varianceValue: 0 };
      for (const line of lines) {
        const book = Number(line.bookQty);
        const movement = (quantities.get(line.barcodeId) ?? 0) - book;
        const counted = line.countedQty === null ? null : Number(line.countedQty);
        const zeroed = counted === null && input.uncounted === StocktakeUncounted.Zero;
        const variance = counted !== null ? counted - book : zeroed ? -book : null;
        const value = variance === null ? null : variance * Number(line.avgCost);
        if (movement !== 0 || zeroed) {
          await repo.setLine(trx, tenantId, line.id, {
            movementQty: movement,
            ...(zeroed ? { varianceQty: variance, varianceValue: value } : {}),
          });
        }
        totals.varianceQty += variance ?? 0;
        totals.varianceValue += value ?? 0;
        if (variance)
          changes.push({
            barcodeId: line.barcodeId,
            barcode: line.barcode,
            delta: variance,
            sourceLineId: line.id,
          });
      }
      await repo.updateIf(trx, tenantId, doc.id, StocktakeStatus.Posted, {
        totalVarianceQty: totals.varianceQty,
        totalVarianceValue: totals.varianceValue,
      });
      const settings = await retail.settings.get(tenantId, trx);
      await retail.stock.apply(
        trx,
        caller,
        tenantId,
        changes,
        {
          kind: StockLogKind.Stocktake,
          type: STOCKTAKE_SOURCE,
          id: doc.id,
          no: doc.no,
          orgId: doc.orgId,
          locationId: doc.locationId,
          remark: doc.remark,
        },
        { allowNegative: settings.allowNegativeStock, now },
      );
    });
  }

  /** Ends a count without moving stock; its barcodes are free for another count. */
  async cancel(caller: Principal, id: number): Promise<void> {
    const doc = await this.stocktakes.find(caller, id);
    const { repo } = this.deps;
    await inTransaction(repo.db, async (trx) => {
      const now = Date.now();
      const moved = await repo.updateIf(trx, caller.tenantId, doc.id, StocktakeStatus.Counting, {
        status: StocktakeStatus.Cancelled,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!moved) throw new AppError(400, 'stocktake.notCounting', { no: doc.no });
      await repo.closeLines(trx, caller.tenantId, doc.id, false);
    });
  }
}

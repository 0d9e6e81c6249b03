import { StockLogKind, StockTransferStatus } from '@retail/contracts';
import type { TransferCloseInput, TransferReceiveInput } from '@retail/contracts/api/retail/stock-transfer';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { RetailCore } from '../core.ts';
import type { StockTransferDeps, StockTransferService } from './service.ts';

/** The source type on the stock log rows of a transfer. */
export const TRANSFER_SOURCE = 'stockTransfer';

const IN_TRANSIT = [StockTransferStatus.Shipped, StockTransferStatus.PartlyReceived];

/**
 * Shipping, receiving and closing: the steps that move a transfer on. Each runs in one transaction that first
 * moves the status with a conditional UPDATE of the header (draft → shipped; shipped or partly received → …;
 * partly received → closed), which also holds the header's row until the end, so concurrent steps on one
 * transfer take turns and a second ship finds nothing to ship. The goods move only through the stock ledger:
 * out of `from` when shipped (never below zero), into `to` at the line's shipping cost when received.
 */
export class StockTransferPosting {
  constructor(
    private readonly deps: StockTransferDeps,
    private readonly transfers: StockTransferService,
    private readonly retail: RetailCore,
  ) {}

  /**
   * Sends every line's planned quantity out of `from`, each line keeping the source's average cost as its unit
   * cost. Refused whole, naming the barcode, when any line lacks stock; refused when it is no longer a draft.
   */
  async ship(caller: Principal, id: number): Promise<void> {
    const doc = await this.transfers.find(caller, id);
    await this.retail.locations.forWrite(caller, doc.fromLocationId);
    const { tenantId } = caller;
    await inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const flipped = await this.deps.repo.updateIf(trx, tenantId, id, [StockTransferStatus.Draft], {
        status: StockTransferStatus.Shipped,
        shipTime: now,
        shipUserId: caller.userId,
        shipUserName: caller.realName,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!flipped) throw new AppError(400, 'stockTransfer.notShippable', { no: doc.no });
      // the draft as it is under the lock: an edit committed since it was read may have changed its source
      const { fromLocationId } = await this.deps.repo.state(trx, tenantId, id);
      // checked against the caller's rights before the transaction; a source changed since is shipped by a new try
      if (fromLocationId !== doc.fromLocationId)
        throw new AppError(400, 'stockTransfer.notShippable', { no: doc.no });
      const lines = await this.deps.repo.lines(tenantId, id, trx);
      const averages = await this.retail.stock.apply(
        trx,
        caller,
        tenantId,
        lines.map((l) => ({
          barcodeId: l.barcodeId,
          barcode: l.barcode,
          delta: -Number(l.qty),
          sourceLineId: l.id,
        })),
        {
          kind: StockLogKind.TransferOut,
          type: TRANSFER_SOURCE,
          id,
          no: doc.no,
          orgId: caller.orgId || null,
          locationId: fromLocationId,
          remark: doc.remark,
        },
        // a transfer sends only goods the source holds, whatever the tenant allows elsewhere
        { allowNegative: false, now },
      );
      let shipped = 0;
      let cost = 0;
      for (const line of lines) {
        const qty = Number(line.qty);
        // an outgoing movement leaves the average as it was: the cost the goods carry to `to`
        const unitCost = averages.get(line.barcodeId) ?? 0;
        await this.deps.repo.shipLine(trx, tenantId, line.id, qty, unitCost);
        shipped += qty;
        cost += qty * unitCost;
      }
      await this.deps.repo.updateIf(trx, tenantId, id, [StockTransferStatus.Shipped], {
        shippedQty: shipped,
        totalCost: cost,
      });
    });
  }

  /**
   * One receipt at `to`, by staff who may move its stock: each line's quantity arrives through the ledger at the
   * line's unit cost (moving the destination's average). Never more than shipped − received on a line; the
   * transfer becomes received when nothing is left in transit, else partly received.
   */
  async receive(caller: Principal, input: TransferReceiveInput): Promise<void> {
    const doc = await this.transfers.find(caller, input.id);
    await this.retail.locations.forWrite(caller, doc.toLocationId);
    const wanted = input.lines.filter((l) => l.qty > 0);
    if (wanted.length === 0) throw new AppError(400, 'stockTransfer.nothingReceived');
    const listed = new Set<number>();
    for (const l of wanted) {
      if (listed.has(l.lineId)) throw new AppError(400, 'stockTransfer.lineTwice', { lineId: l.lineId });
      listed.add(l.lineId);
    }
    const { tenantId } = caller;
    await inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const flipped = await this.deps.repo.updateIf(trx, tenantId, doc.id, IN_TRANSIT, {
        receiveTime: now,
        receiveUserId: caller.userId,
        receiveUserName: caller.realName,
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!flipped) throw new AppError(400, 'stockTransfer.notReceivable', { no: doc.no });
      // read under the header's lock: what earlier receipts left
      const lines = new Map((await this.deps.repo.lines(tenantId, doc.id, trx)).map((l) => [l.id, l]));
      const changes = [];
      for (const want of wanted) {
        const line = lines.get(want.lineId);
        if (!line) throw new AppError(400, 'stockTransfer.lineUnknown', { lineId: want.lineId });
        const ok = await this.deps.repo.receiveLine(trx, tenantId, doc.id, line.id, want.qty);
        if (!ok) {
          const remaining = Number(line.qtyShipped) - Number(line.qtyReceived) - Number(line.qtyDifference);
          throw new AppError(400, 'stockTransfer.receiveTooMuch', {
            barcode: line.barcode,
            remaining,
            wanted: want.qty,
          });
        }
        changes.push({
          barcodeId: line.barcodeId,
          barcode: line.barcode,
          delta: want.qty,
          sourceLineId: line.id,
          unitCost: Number(line.unitCost ?? 0),
        });
      }
      await this.retail.stock.apply(
        trx,
        caller,
        tenantId,
        changes,
        {
          kind: StockLogKind.TransferIn,
          type: TRANSFER_SOURCE,
          id: doc.id,
          no: doc.no,
          orgId: caller.orgId || null,
          locationId: doc.toLocationId,
          remark: input.remark ?? doc.remark,
        },
        { allowNegative: (await this.retail.settings.get(tenantId, trx)).allowNegativeStock, now },
      );
      const state = await this.deps.repo.state(trx, tenantId, doc.id);
      const received = Number(state.receivedQty) + changes.reduce((a, c) => a + c.delta, 0);
      const left = Number(state.shippedQty) - received - Number(state.differenceQty);
      await this.deps.repo.updateIf(trx, tenantId, doc.id, IN_TRANSIT, {
        receivedQty: received,
        status: left === 0 ? StockTransferStatus.Received : StockTransferStatus.PartlyReceived,
      });
    });
  }

  /**
   * Ends a partly received transfer: on every line what is still in transit is recorded as its difference (no
   * stock moves; the goods are written off), with the reason. Either end's staff may close it.
   */
  async close(caller: Principal, input: TransferCloseInput): Promise<void> {
    const doc = await this.transfers.find(caller, input.id);
    await this.eitherEnd(caller, doc.toLocationId, doc.fromLocationId);
    const { tenantId } = caller;
    await inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const flipped = await this.deps.repo.updateIf(
        trx,
        tenantId,
        doc.id,
        [StockTransferStatus.PartlyReceived],
        {
          status: StockTransferStatus.ClosedWithDifference,
          closeReason: input.reason,
          closeTime: now,
          closeUserId: caller.userId,
          closeUserName: caller.realName,
          updateTime: now,
          updateUserId: caller.userId,
          updateUserName: caller.realName,
        },
      );
      if (!flipped) throw new AppError(400, 'stockTransfer.notClosable', { no: doc.no });
      await this.deps.repo.writeOffLines(trx, tenantId, doc.id);
      const lines = await this.deps.repo.lines(tenantId, doc.id, trx);
      await this.deps.repo.updateIf(trx, tenantId, doc.id, [StockTransferStatus.ClosedWithDifference], {
        differenceQty: lines.reduce((a, l) => a + Number(l.qtyDifference), 0),
      });
    });
  }

  /** The caller may move the stock of `first` or of `second`; the refusal of `first` otherwise. */
  private async eitherEnd(caller: Principal, first: number, second: number): Promise<void> {
    try {
      await this.retail.locations.forWrite(caller, first);
    } catch (refusal) {
      try {
        await this.retail.locations.forWrite(caller, second);
      } catch {
        throw refusal;
      }
    }
  }
}

import { PurchaseOrderStatus, StockLogKind } from '@retail/contracts';
import type { PurchaseReceiveInput } from '@retail/contracts/api/retail/purchase';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { RetailCore } from '../core.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import {
  OPEN_STATUSES,
  type PurchaseOrderDeps,
  type PurchaseOrderService,
  RECEIPT_PREFIX,
} from './service.ts';

/**
 * Receipts: the only step of a purchase order that moves stock. One receipt runs in one transaction that first
 * takes the order with a conditional UPDATE (it must still be approved or partly received; the row lock makes
 * receipts of one order, and a close or cancel, wait for each other), then adds each line's quantity with a
 * conditional UPDATE that never lets the received quantity pass the ordered one, writes the receipt, and posts
 * the goods through the stock ledger at the order's unit cost, so the location's moving average follows.
 */
export class PurchaseReceiving {
  constructor(
    private readonly deps: PurchaseOrderDeps,
    private readonly orders: PurchaseOrderService,
    private readonly retail: RetailCore,
  ) {}

  /** Receives the given quantities; answers the receipt's id. */
  async receive(caller: Principal, input: PurchaseReceiveInput): Promise<number> {
    const order = await this.orders.find(caller, input.id);
    const { tenantId } = caller;
    const wanted = input.lines.filter((l) => l.qty > 0);
    if (wanted.length === 0) throw new AppError(400, 'purchaseOrder.nothingToReceive');
    const { repo } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const now = Date.now();
      const taken = await repo.updateIf(trx, tenantId, order.id, OPEN_STATUSES, {
        updateTime: now,
        updateUserId: caller.userId,
        updateUserName: caller.realName,
      });
      if (!taken) throw new AppError(400, 'purchaseOrder.notReceivable', { no: order.no });
      const lines = new Map((await repo.lines(tenantId, order.id, trx)).map((l) => [l.id, l]));
      const seen = new Set<number>();
      for (const want of wanted) {
        const line = lines.get(want.lineId);
        if (!line)
          throw new AppError(400, 'purchaseOrder.lineUnknown', { no: order.no, lineId: want.lineId });
        if (seen.has(want.lineId))
          throw new AppError(400, 'purchaseOrder.lineTwice', { barcode: line.barcode });
        seen.add(want.lineId);
      }
      const ordered = [...wanted].sort((a, b) => a.lineId - b.lineId);
      for (const want of ordered) {
        if (!(await repo.receiveLine(trx, tenantId, want.lineId, want.qty))) {
          const line = lines.get(want.lineId)!;
          const current = (await repo.lines(tenantId, order.id, trx)).find((l) => l.id === want.lineId);
          const open = current ? Number(current.qty) - Number(current.qtyReceived) : 0;
          throw new AppError(400, 'purchaseOrder.overReceipt', {
            barcode: line.barcode,
            wanted: want.qty,
            open,
          });
        }
      }

      const receiptId = this.deps.ids.next();
      const no = await nextDocNo(
        trx,
        this.deps.dbType,
        this.deps.ids,
        tenantId,
        RECEIPT_PREFIX,
        now,
        this.deps.timeZone,
      );
      const receiptLines = wanted.map((want, i) => {
        const line = lines.get(want.lineId)!;
        return {
          id: this.deps.ids.next(),
          tenantId,
          receiptId,
          orderLineId: line.id,
          lineNo: i + 1,
          barcodeId: line.barcodeId,
          goodsId: line.goodsId,
          qty: want.qty,
          unitCost: Number(line.unitCost),
          barcode: line.barcode,
        };
      });
      await repo.insertReceipt(
        trx,
        {
          id: receiptId,
          tenantId,
          orgId: order.orgId,
          locationId: order.locationId,
          orderId: order.id,
          supplierId: order.supplierId,
          no,
          totalQty: receiptLines.reduce((a, l) => a + l.qty, 0),
          totalAmount: receiptLines.reduce((a, l) => a + l.qty * l.unitCost, 0),
          remark: input.remark ?? null,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
          isDelete: 0,
        },
        receiptLines.map(({ barcode: _barcode, ...line }) => line),
      );
      const settings = await this.retail.settings.get(tenantId, trx);
      await this.retail.stock.apply(
        trx,
        caller,
        tenantId,
        receiptLines.map((l) => ({
          barcodeId: l.barcodeId,
          barcode: l.barcode,
          delta: l.qty,
          sourceLineId: l.id,
          unitCost: l.unitCost,
        })),
        {
          kind: StockLogKind.PurchaseReceipt,
          type: 'purchaseReceipt',
          id: receiptId,
          no,
          orgId: order.orgId,
          locationId: order.locationId,
          remark: order.no,
        },
        { allowNegative: settings.allowNegativeStock, now },
      );

      const after = await repo.lines(tenantId, order.id, trx);
      const receivedQty = after.reduce((a, l) => a + Number(l.qtyReceived), 0);
      const receivedAmount = after.reduce((a, l) => a + Number(l.qtyReceived) * Number(l.unitCost), 0);
      const complete = after.every((l) => Number(l.qtyReceived) >= Number(l.qty));
      await repo.updateIf(trx, tenantId, order.id, OPEN_STATUSES, {
        status: complete ? PurchaseOrderStatus.Received : PurchaseOrderStatus.PartlyReceived,
        receivedQty,
        receivedAmount,
      });
      return receiptId;
    });
  }
}

import { RefundMethod, SaleOrderKind, SaleOrderStatus } from '@retail/contracts';
import type { SaleOrderDetailOutput, SaleReturnInput } from '@retail/contracts/api/retail/sale-order';
import type { Insertable } from 'kysely';
import type { RetailSaleOrderLineTable } from '../../../db/schema-retail-docs.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { unitPrice } from './checkout.ts';
import { assertSameSale, returnFingerprint } from './idempotency.ts';
import { orderLineRow } from './order-line.ts';
import type { SaleRefundService } from './refund-service.ts';
import type { SaleOrderDeps, SaleOrderService } from './service.ts';

/**
 * A return without the original receipt: a return order (kind 2) holds the scanned lines at the price of the
 * barcode's last sale (else the catalogue's), and one refund document gives all of it back at once: stock through
 * the stock ledger, money out as cash or to the member's balance. Reports count it as a refund on its day and
 * never as a sale. One return per client key, like sales.
 */
export class SaleReturnService {
  constructor(
    private readonly deps: SaleOrderDeps,
    private readonly orders: SaleOrderService,
    private readonly refunds: SaleRefundService,
  ) {}

  async create(caller: Principal, input: SaleReturnInput, now = Date.now()): Promise<SaleOrderDetailOutput> {
    const { repo, dbType, ids, timeZone } = this.deps;
    const fingerprint = returnFingerprint(input);
    const existing = await repo.byClientKey(caller.tenantId, input.clientKey);
    if (existing) return this.repeated(caller, existing, fingerprint);
    if (input.method === RefundMethod.Balance && !input.vipId) {
      throw new AppError(400, 'saleOrder.refundToBalanceNeedsMember');
    }
    // before the transaction: it reads the caller's permissions and scope outside it
    const locationId = await this.deps.retail.locations.forWrite(caller, input.locationId);
    const orderNo = await inTransaction(repo.db, (trx) =>
      nextDocNo(trx, dbType, ids, caller.tenantId, 'XT', now, timeZone),
    );
    const refundNo = await this.refunds.number(caller, now);
    try {
      const id = await inTransaction(repo.db, (trx) =>
        this.record(trx, caller, { ...input, locationId }, { fingerprint, orderNo, refundNo, now }),
      );
      return await this.orders.detailOf(caller, id, true);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // the same client key committed first from another request: that return is the answer
      const first = await repo.byClientKey(caller.tenantId, input.clientKey);
      if (!first) throw error;
      return this.repeated(caller, first, fingerprint);
    }
  }

  private repeated(caller: Principal, first: { id: number; clientHash: string | null }, fingerprint: string) {
    assertSameSale(first, fingerprint);
    return this.orders.detailOf(caller, first.id, true);
  }

  private async record(
    trx: Trx,
    caller: Principal,
    input: SaleReturnInput,
    doc: { fingerprint: string; orderNo: string; refundNo: string; now: number },
  ): Promise<number> {
    const { repo, ids } = this.deps;
    const tenantId = caller.tenantId;
    const vip = input.vipId ? await repo.liveVip(trx, tenantId, input.vipId) : undefined;
    if (input.vipId && !vip) throw new AppError(404, 'balance.memberMissing');
    const codes = [...new Set(input.lines.map((l) => l.barcode))];
    const found = new Map((await repo.sellable(trx, tenantId, codes)).map((b) => [b.barcode, b]));
    const id = ids.next();
    const lines: Insertable<RetailSaleOrderLineTable>[] = [];
    for (const [i, line] of input.lines.entries()) {
      // goods taken off sale since may still come back, so only an unknown code is refused
      const b = found.get(line.barcode);
      if (!b) throw new AppError(400, 'saleOrder.unknownBarcode', { barcode: line.barcode });
      const price = (await repo.lastSaleUnitPrice(trx, tenantId, b.barcodeId)) ?? unitPrice(b, Boolean(vip));
      lines.push(
        orderLineRow({ id: ids.next(), tenantId, orderId: id, lineNo: i + 1 }, b, {
          qty: line.qty,
          price,
          discount: 0,
          orderDiscountShare: 0,
          amount: price * line.qty,
        }),
      );
    }
    // returned goods come back at the location's average cost, so the return leaves that average as it is
    const locationId = input.locationId as number;
    const averages = await this.deps.retail.stock.averageCosts(
      trx,
      tenantId,
      locationId,
      lines.map((l) => Number(l.barcodeId)),
    );
    for (const line of lines) line.costPrice = averages.get(Number(line.barcodeId)) ?? line.costPrice;
    const amount = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    const order = {
      id,
      tenantId,
      orgId: caller.orgId || null,
      locationId,
      no: doc.orderNo,
      clientKey: input.clientKey,
      clientHash: doc.fingerprint,
      vipId: vip?.id ?? null,
      kind: SaleOrderKind.Return,
      cashTendered: null,
      cashChange: null,
      status: SaleOrderStatus.Completed,
      totalQty: lines.reduce((sum, l) => sum + Number(l.qty), 0),
      listAmount: amount,
      lineDiscount: 0,
      orderDiscount: 0,
      amount,
      costAmount: lines.reduce((sum, l) => sum + Number(l.costPrice) * Number(l.qty), 0),
      refundQty: 0,
      refundAmount: 0,
      points: 0,
      remark: input.reason ?? null,
      createTime: doc.now,
      createUserId: caller.userId,
      createUserName: caller.realName,
      isDelete: 0,
    };
    await repo.insert(trx, order, lines, []);
    await this.refunds.refundIn(trx, caller, {
      orderId: id,
      reason: input.reason,
      wanted: lines.map((l) => ({ lineId: Number(l.id), qty: Number(l.qty) })),
      method: input.method,
      no: doc.refundNo,
      now: doc.now,
    });
    return id;
  }
}

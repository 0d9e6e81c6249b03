import { BalanceKind, PayMethod, SaleOrderStatus, StockLogKind } from '@retail/contracts';
import { sql } from 'kysely';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { refundAmountOf } from './pricing.ts';
import type { SaleOrderDeps } from './service.ts';
import { pointsFor, type SaleOrderService } from './service.ts';
import type { SaleRefundInput } from '@retail/contracts/api/retail/sale-order';

const RefundKind = { Cancel: 1, Refund: 2 } as const;

/** Money goes back through the order's own payment methods, member balance first, then mobile pay, card, cash. */
const REFUND_ORDER = [PayMethod.Balance, PayMethod.MobilePay, PayMethod.Card, PayMethod.Cash];

/** Splits a refund over the methods the order was paid with, never returning more to a method than it paid net. */
export function refundByMethod(
  payments: Array<{ method: number; amount: number }>,
  amount: number,
): Map<number, number> {
  const net = new Map<number, number>();
  for (const p of payments) net.set(p.method, (net.get(p.method) ?? 0) + p.amount);
  const out = new Map<number, number>();
  let left = amount;
  for (const method of REFUND_ORDER) {
    const take = Math.min(left, net.get(method) ?? 0);
    if (take > 0) {
      out.set(method, take);
      left -= take;
    }
  }
  if (left !== 0) throw new Error('refund exceeds what the order was paid');
  return out;
}

/**
 * Cancelling (the whole order, before any refund) and refunding (chosen lines and quantities): reversing stock-log
 * rows, reversing balance-ledger rows, negative payment rows and a refund document, in one transaction. The
 * order row is updated first, which locks it, so two refunds of one order cannot both take the same units.
 */
export class SaleRefundService {
  constructor(
    private readonly deps: SaleOrderDeps,
    private readonly orders: SaleOrderService,
  ) {}

  async cancel(caller: Principal, id: number, reason: string | null | undefined) {
    await this.orders.detailOf(caller, id);
    await this.run(caller, id, reason, null);
    return this.orders.detailOf(caller, id);
  }

  /** Refunds as `caller`; `now` is the refund time (the demo data backdates it). */
  async refund(caller: Principal, input: SaleRefundInput, now = Date.now()) {
    await this.orders.detailOf(caller, input.id);
    await this.run(caller, input.id, input.reason, input.lines, now);
    return this.orders.detailOf(caller, input.id);
  }

  private async run(
    caller: Principal,
    orderId: number,
    reason: string | null | undefined,
    wanted: Array<{ lineId: number; qty: number }> | null,
    now = Date.now(),
  ) {
    const { repo, ids, retail, timeZone, dbType } = this.deps;
    const tenantId = caller.tenantId;
    const no = await inTransaction(repo.db, (trx) =>
      nextDocNo(trx, dbType, ids, tenantId, 'TH', now, timeZone),
    );
    await inTransaction(repo.db, async (trx) => {
      const allowed = wanted
        ? [SaleOrderStatus.Completed, SaleOrderStatus.PartlyRefunded]
        : [SaleOrderStatus.Completed];
      const locked = await trx
        .updateTable('retailSaleOrder')
        .set({ updateTime: now, updateUserId: caller.userId, updateUserName: caller.realName })
        .where('tenantId', '=', tenantId)
        .where('id', '=', orderId)
        .where('status', 'in', allowed)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) throw new AppError(400, 'saleOrder.notRefundable');
      const order = await trx
        .selectFrom('retailSaleOrder')
        .select(['orgId', 'vipId', 'refundQty', 'totalQty', 'amount', 'refundAmount'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      if (!wanted && Number(order.refundQty) > 0) throw new AppError(400, 'saleOrder.cancelAfterRefund');
      const lines = await repo.lines(trx, tenantId, orderId);
      const picks = this.pick(lines, wanted);
      const refundId = ids.next();
      const amount = picks.reduce((a, p) => a + p.amount, 0);
      const qty = picks.reduce((a, p) => a + p.qty, 0);
      await trx
        .insertInto('retailSaleRefund')
        .values({
          id: refundId,
          tenantId,
          orderId,
          orgId: caller.orgId || null,
          no,
          kind: wanted ? RefundKind.Refund : RefundKind.Cancel,
          qty,
          amount,
          reason: reason ?? null,
          createTime: now,
          createUserId: caller.userId,
          createUserName: caller.realName,
        })
        .execute();
      await trx
        .insertInto('retailSaleRefundLine')
        .values(
          picks.map((p) => ({
            id: ids.next(),
            tenantId,
            refundId,
            orderLineId: p.line.id,
            qty: p.qty,
            amount: p.amount,
          })),
        )
        .execute();
      for (const p of picks) {
        await trx
          .updateTable('retailSaleOrderLine')
          .set({ refundQty: sql`refund_qty + ${p.qty}`, refundAmount: sql`refund_amount + ${p.amount}` })
          .where('tenantId', '=', tenantId)
          .where('id', '=', p.line.id)
          .execute();
      }
      const settings = await retail.settings.get(tenantId, trx);
      await retail.stock.apply(
        trx,
        caller,
        tenantId,
        picks.map((p) => ({
          barcodeId: p.line.barcodeId,
          barcode: p.line.barcode,
          delta: p.qty,
          sourceLineId: p.line.id,
        })),
        {
          kind: wanted ? StockLogKind.SaleRefund : StockLogKind.SaleCancel,
          type: 'saleRefund',
          id: refundId,
          no,
          orgId: caller.orgId || null,
        },
        { allowNegative: settings.allowNegativeStock, now },
      );
      await this.giveMoneyBack(trx, caller, { orderId, refundId, no, vipId: order.vipId, amount, now });
      const refundQty = Number(order.refundQty) + qty;
      const status = !wanted
        ? SaleOrderStatus.Cancelled
        : refundQty === Number(order.totalQty)
          ? SaleOrderStatus.Refunded
          : SaleOrderStatus.PartlyRefunded;
      await trx
        .updateTable('retailSaleOrder')
        .set({ status, refundQty, refundAmount: sql`refund_amount + ${amount}` })
        .where('tenantId', '=', tenantId)
        .where('id', '=', orderId)
        .execute();
      if (order.vipId) {
        await repo.addToMember(trx, tenantId, order.vipId, {
          orders: wanted ? 0 : -1,
          consume: -amount,
          points: -pointsFor(amount),
        });
      }
    });
  }

  private pick(
    lines: Awaited<ReturnType<SaleOrderDeps['repo']['lines']>>,
    wanted: Array<{ lineId: number; qty: number }> | null,
  ) {
    const normalised = lines.map((l) => ({
      ...l,
      qty: Number(l.qty),
      amount: Number(l.amount),
      refundQty: Number(l.refundQty),
      refundAmount: Number(l.refundAmount),
    }));
    if (!wanted) {
      return normalised.map((line) => ({ line, qty: line.qty, amount: line.amount }));
    }
    const byId = new Map(normalised.map((l) => [l.id, l]));
    const summed = new Map<number, number>();
    for (const w of wanted) summed.set(w.lineId, (summed.get(w.lineId) ?? 0) + w.qty);
    return [...summed.entries()].map(([lineId, qty]) => {
      const line = byId.get(lineId);
      if (!line) throw new AppError(400, 'saleOrder.unknownLine', { lineId });
      const left = line.qty - line.refundQty;
      if (qty > left) throw new AppError(400, 'saleOrder.refundTooMuch', { lineNo: line.lineNo, left });
      return { line, qty, amount: refundAmountOf(line, qty) };
    });
  }

  private async giveMoneyBack(
    trx: Trx,
    caller: Principal,
    refund: {
      orderId: number;
      refundId: number;
      no: string;
      vipId: number | null;
      amount: number;
      now: number;
    },
  ) {
    const { repo, ids, retail } = this.deps;
    if (refund.amount === 0) return;
    const payments = (await repo.payments(trx, caller.tenantId, refund.orderId)).map((p) => ({
      method: p.method,
      amount: Number(p.amount),
    }));
    for (const [method, amount] of refundByMethod(payments, refund.amount)) {
      await trx
        .insertInto('retailSalePayment')
        .values({
          id: ids.next(),
          tenantId: caller.tenantId,
          orderId: refund.orderId,
          refundId: refund.refundId,
          method,
          amount: -amount,
          createTime: refund.now,
        })
        .execute();
      if (method === PayMethod.Balance && refund.vipId) {
        await retail.balance.apply(
          trx,
          caller,
          caller.tenantId,
          {
            vipId: refund.vipId,
            kind: BalanceKind.Refund,
            amount,
            sourceType: 'saleRefund',
            sourceId: refund.refundId,
            sourceNo: refund.no,
            payMethod: PayMethod.Balance,
            orgId: caller.orgId || null,
          },
          refund.now,
        );
      }
    }
  }
}

import { BalanceKind, PayMethod, RefundMethod, SaleOrderStatus, StockLogKind } from '@retail/contracts';
import { sql } from 'kysely';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { nextDocNo } from '../ledger/doc-no.ts';
import { refundAmountOf } from './pricing.ts';
import type { SaleOrderDeps } from './service.ts';
import { pointsFor, type SaleOrderService } from './service.ts';
import type { SaleRefundInput } from '@retail/contracts/api/retail/sale-order';
import { RefundApproval } from './refund-approval.ts';

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

/** The one method a refund chosen at the till goes to; null = the order's own methods. */
const CHOSEN_METHOD: Record<RefundMethod, number | null> = {
  original: null,
  cash: PayMethod.Cash,
  balance: PayMethod.Balance,
};

/** What one refund document gives back: chosen lines (or the whole order when null) and where the money goes. */
export interface RefundRequest {
  orderId: number;
  reason: string | null | undefined;
  wanted: Array<{ lineId: number; qty: number }> | null;
  method: RefundMethod;
  /** the refund document's number, taken beforehand */
  no: string;
  now: number;
}

/**
 * Cancelling (the whole order, before any refund) and refunding (chosen lines and quantities): reversing stock-log
 * rows, reversing balance-ledger rows, negative payment rows and a refund document, in one transaction. The
 * order row is updated first, which locks it, so two refunds of one order cannot both take the same units.
 */
export class SaleRefundService {
  /** refunds above an approval binding's amount, held until approved */
  readonly held: RefundApproval;

  constructor(
    private readonly deps: SaleOrderDeps,
    private readonly orders: SaleOrderService,
  ) {
    this.held = new RefundApproval(deps, this);
  }

  async cancel(caller: Principal, id: number, reason: string | null | undefined) {
    await this.orders.detailOf(caller, id);
    await this.run(caller, { orderId: id, reason, wanted: null, method: RefundMethod.Original });
    return this.orders.detailOf(caller, id);
  }

  /**
   * Refunds as `caller`, or holds the refund for approval when it is above a bound amount; `now` is the refund
   * time (the demo data backdates it).
   */
  async refund(caller: Principal, input: SaleRefundInput, now = Date.now()) {
    await this.orders.detailOf(caller, input.id);
    const method = input.method ?? RefundMethod.Original;
    const request = { orderId: input.id, reason: input.reason, wanted: input.lines, method };
    if (!(await this.held.holdIfBound(caller, request))) await this.run(caller, request, now);
    return this.orders.detailOf(caller, input.id);
  }

  private async run(caller: Principal, request: Omit<RefundRequest, 'no' | 'now'>, now = Date.now()) {
    const no = await this.number(caller, now);
    await inTransaction(this.deps.repo.db, (trx) => this.refundIn(trx, caller, { ...request, no, now }));
  }

  /** A refund document's number, committed on its own (docs/decisions.md). */
  number(caller: Principal, now: number): Promise<string> {
    const { repo, ids, timeZone, dbType } = this.deps;
    return inTransaction(repo.db, (trx) => nextDocNo(trx, dbType, ids, caller.tenantId, 'TH', now, timeZone));
  }

  /** Records one refund inside the caller's transaction (a refund, a cancel, or a return without receipt). */
  async refundIn(trx: Trx, caller: Principal, request: RefundRequest): Promise<number> {
    const { repo, ids, retail } = this.deps;
    const { orderId, reason, wanted, no, now } = request;
    const tenantId = caller.tenantId;
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
      .select(['orgId', 'locationId', 'vipId', 'refundQty', 'totalQty', 'amount', 'refundAmount'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (!wanted && Number(order.refundQty) > 0) throw new AppError(400, 'saleOrder.cancelAfterRefund');
    const refundMethod = CHOSEN_METHOD[request.method];
    if (refundMethod === PayMethod.Balance && !order.vipId) {
      throw new AppError(400, 'saleOrder.refundToBalanceNeedsMember');
    }
    const lines = await repo.lines(trx, tenantId, orderId);
    const picks = this.pick(lines, wanted);
    const refundId = ids.next();
    // goods go back where they were sold (orders from before locations: the main location)
    const locationId = order.locationId ?? (await retail.locations.main(tenantId, trx));
    const amount = picks.reduce((a, p) => a + p.amount, 0);
    const qty = picks.reduce((a, p) => a + p.qty, 0);
    await trx
      .insertInto('retailSaleRefund')
      .values({
        id: refundId,
        tenantId,
        orderId,
        orgId: caller.orgId || null,
        locationId,
        no,
        kind: wanted ? RefundKind.Refund : RefundKind.Cancel,
        qty,
        amount,
        reason: reason ?? null,
        refundMethod,
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
        // back at the cost the sale took them out at
        unitCost: Number(p.line.costPrice),
      })),
      {
        kind: wanted ? StockLogKind.SaleRefund : StockLogKind.SaleCancel,
        type: 'saleRefund',
        id: refundId,
        no,
        orgId: caller.orgId || null,
        locationId,
      },
      { allowNegative: settings.allowNegativeStock, now },
    );
    await this.giveMoneyBack(trx, caller, {
      orderId,
      refundId,
      no,
      vipId: order.vipId,
      amount,
      now,
      refundMethod,
    });
    await retail.shifts.stampRefund(trx, caller, refundId);
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
    return refundId;
  }

  /** The lines and amounts a refund takes (the whole order when `wanted` is null); 400 naming a line it cannot. */
  pick(
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
      /** null: the order's own methods */
      refundMethod: number | null;
    },
  ) {
    const { repo, ids, retail } = this.deps;
    if (refund.amount === 0) return;
    const payments = (await repo.payments(trx, caller.tenantId, refund.orderId)).map((p) => ({
      method: p.method,
      amount: Number(p.amount),
    }));
    const split =
      refund.refundMethod === null
        ? refundByMethod(payments, refund.amount)
        : new Map([[refund.refundMethod, refund.amount]]);
    for (const [method, amount] of split) {
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

import { expect } from 'vitest';
import { call, type TestApp } from './test-app.ts';

export interface PlacedOrder {
  id: number;
  lines: Array<{ id: number }>;
}

/**
 * Sells and refunds through the real API, then moves the documents (and their payments) to a chosen instant,
 * so report tests can place them on either side of a business-day boundary.
 */
export function salesAt(t: TestApp, admin: Record<string, string>, prefix: string) {
  let seq = 0;

  async function sell(
    headers: Record<string, string>,
    body: Record<string, unknown>,
    at: number,
  ): Promise<PlacedOrder> {
    const res = await call(t.app, 'POST', '/api/saleOrder/add', {
      body: { clientKey: `${prefix}-${++seq}-${Date.now()}`, ...body },
      headers,
    });
    expect(res.json.code, res.json.message).toBe(200);
    const order = res.json.result as PlacedOrder;
    await t.ctx.db
      .updateTable('retailSaleOrder')
      .set({ createTime: at })
      .where('id', '=', order.id)
      .execute();
    await t.ctx.db
      .updateTable('retailSalePayment')
      .set({ createTime: at })
      .where('orderId', '=', order.id)
      .where('refundId', 'is', null)
      .execute();
    return order;
  }

  /** Refunds the given lines, or cancels the whole order when `lines` is null. */
  async function refund(orderId: number, lines: Array<{ lineId: number; qty: number }> | null, at: number) {
    const res = lines
      ? await call(t.app, 'POST', '/api/saleOrder/refund', { body: { id: orderId, lines }, headers: admin })
      : await call(t.app, 'POST', '/api/saleOrder/cancel', { body: { id: orderId }, headers: admin });
    expect(res.json.code, res.json.message).toBe(200);
    const refunds = await t.ctx.db
      .selectFrom('retailSaleRefund')
      .select('id')
      .where('orderId', '=', orderId)
      .execute();
    const latest = Math.max(...refunds.map((r) => r.id));
    await t.ctx.db.updateTable('retailSaleRefund').set({ createTime: at }).where('id', '=', latest).execute();
    await t.ctx.db
      .updateTable('retailSalePayment')
      .set({ createTime: at })
      .where('refundId', '=', latest)
      .execute();
  }

  return { sell, refund };
}

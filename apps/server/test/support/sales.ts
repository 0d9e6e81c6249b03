import type { Api } from './client.ts';
import type { TestApp } from './test-app.ts';

export interface PlacedOrder {
  id: number;
  lines: Array<{ id: number }>;
}

/**
 * Sells and refunds through the real API, then moves the documents (and their payments) to a chosen instant,
 * so report tests can place them on either side of a business-day boundary.
 */
export function salesAt(t: TestApp, admin: Api, prefix: string) {
  let seq = 0;

  async function sell(seller: Api, body: Record<string, unknown>, at: number): Promise<PlacedOrder> {
    const order = await seller.ok.post<PlacedOrder>('/api/saleOrder/add', {
      clientKey: `${prefix}-${++seq}-${Date.now()}`,
      ...body,
    });
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
    if (lines) await admin.ok.post('/api/saleOrder/refund', { id: orderId, lines });
    else await admin.ok.post('/api/saleOrder/cancel', { id: orderId });
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

import type { TillShiftDetailOutput } from '@retail/contracts/api/retail/till-shift';
import { sql } from 'kysely';
import type { Api } from './client.ts';
import type { TestApp } from './test-app.ts';

let seq = 0;

/** A sale body with a fresh client key. */
export function saleBody(lines: Array<{ barcode: string; qty: number }>, payments: Array<[number, string]>) {
  return {
    clientKey: `shift-${process.pid}-${Date.now()}-${++seq}`,
    lines,
    payments: payments.map(([method, amount]) => ({ method, amount })),
  };
}

/** Opens a shift as `who` and answers it. */
export function openShift(who: Api, floatAmount: string): Promise<TillShiftDetailOutput> {
  return who.ok.post<TillShiftDetailOutput>('/api/tillShift/open', { floatAmount });
}

/**
 * Expected cash of a shift computed from its raw rows (fen): the float on the shift row, plus every cash payment
 * row stamped with the shift (sales positive, refunds negative), plus paid-in, minus paid-out.
 */
export async function expectedCashFromRows(t: TestApp, shiftId: number): Promise<number> {
  const db = t.ctx.db;
  const shift = await db
    .selectFrom('retailTillShift')
    .select(['tenantId', 'floatAmount'])
    .where('id', '=', shiftId)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('retailSalePayment')
    .select('amount')
    .where('tenantId', '=', shift.tenantId)
    .where('shiftId', '=', shiftId)
    .where('method', '=', 1)
    .execute();
  const cash = await db
    .selectFrom('retailTillCash')
    .select(['kind', 'amount'])
    .where('tenantId', '=', shift.tenantId)
    .where('shiftId', '=', shiftId)
    .execute();
  const signed = cash.map((c) => (Number(c.kind) === 1 ? Number(c.amount) : -Number(c.amount)));
  return [Number(shift.floatAmount), ...payments.map((p) => Number(p.amount)), ...signed].reduce(
    (a, b) => a + b,
    0,
  );
}

/** The shift ids stamped on an order and its payment rows. */
export async function shiftsOfOrder(t: TestApp, orderId: number): Promise<Array<number | null>> {
  const order = await t.ctx.db
    .selectFrom('retailSaleOrder')
    .select(['tenantId', 'shiftId'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const payments = await t.ctx.db
    .selectFrom('retailSalePayment')
    .select(sql<number | null>`shift_id`.as('shiftId'))
    .where('tenantId', '=', order.tenantId)
    .where('orderId', '=', orderId)
    .execute();
  return [order.shiftId, ...payments.map((p) => p.shiftId)];
}

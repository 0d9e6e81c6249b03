import { TillShiftStatus } from '@retail/contracts';
import type { TillShiftPageInput } from '@retail/contracts/api/retail/till-shift';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailTillCashTable, RetailTillShiftTable } from '../../../db/schema-retail-shift.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { type Scope, scopeCondition } from '../../system/access/data-scope.ts';
import type { ShiftTotals } from './figures.ts';

const shiftColumns = [
  'id',
  'no',
  'status',
  'orgId',
  'userId',
  'userName',
  'floatAmount',
  'openTime',
  'closeTime',
  'closeUserName',
  'expectedCash',
  'countedCash',
  'difference',
  'zReport',
  'remark',
] as const;

export type ShiftRow = Pick<RetailTillShiftTable, (typeof shiftColumns)[number]>;
type Range = { from?: number; to?: number };

/** Till shifts and their paid-in/out rows, and the sums of a shift's sales; tenant first in every method. */
export class TillShiftRepository {
  constructor(
    readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private visible(tenantId: number, scope: Scope, db: Db | Trx = this.db) {
    return db
      .selectFrom('retailTillShift')
      .select(shiftColumns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where((eb) => scopeCondition(eb, scope, 'orgId', 'userId'));
  }

  page(tenantId: number, scope: Scope, input: TillShiftPageInput, range: Range, maxPageSize: number) {
    let query = this.visible(tenantId, scope);
    if (input.status) query = query.where('status', '=', input.status);
    if (input.cashier) query = query.where(containsText(this.dbType, 'userName', input.cashier));
    if (range.from !== undefined) query = query.where('openTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('openTime', '<=', range.to);
    return paginate(query, input, {
      sortable: {
        no: 'no',
        openTime: 'openTime',
        closeTime: 'closeTime',
        userName: 'userName',
        difference: 'difference',
        status: 'status',
      },
      defaultSort: [['openTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  findVisible(tenantId: number, scope: Scope, id: number): Promise<ShiftRow | undefined> {
    return this.visible(tenantId, scope).where('id', '=', id).executeTakeFirst();
  }

  /** The user's open shift. */
  openOf(tenantId: number, userId: number): Promise<ShiftRow | undefined> {
    return this.visible(tenantId, { all: true }).where('openUserId', '=', userId).executeTakeFirst();
  }

  async insert(trx: Trx, row: Insertable<RetailTillShiftTable>): Promise<void> {
    await trx.insertInto('retailTillShift').values(row).execute();
  }

  /** Whether the shift is open, its row locked for the rest of the transaction (SQLite: one writer anyway). */
  async lockOpen(trx: Trx, tenantId: number, id: number): Promise<boolean> {
    let query = trx
      .selectFrom('retailTillShift')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', TillShiftStatus.Open);
    if (this.dbType !== 'sqlite') query = query.forUpdate();
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Closes an open shift (the row stays locked until commit); false when it was not open. */
  async close(trx: Trx, tenantId: number, id: number, changes: Updateable<RetailTillShiftTable>) {
    const result = await trx
      .updateTable('retailTillShift')
      .set({ ...changes, status: TillShiftStatus.Closed, openUserId: null })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', TillShiftStatus.Open)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async update(trx: Trx, tenantId: number, id: number, changes: Updateable<RetailTillShiftTable>) {
    await trx
      .updateTable('retailTillShift')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async insertCash(trx: Trx, row: Insertable<RetailTillCashTable>): Promise<void> {
    await trx.insertInto('retailTillCash').values(row).execute();
  }

  cash(tenantId: number, shiftId: number) {
    return this.db
      .selectFrom('retailTillCash')
      .select(['id', 'kind', 'amount', 'reason', 'createTime', 'createUserName'])
      .where('tenantId', '=', tenantId)
      .where('shiftId', '=', shiftId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** What the shift's orders, refunds, payment rows and paid-in/out rows add up to. */
  async totals(
    db: Db | Trx,
    tenantId: number,
    shift: { id: number; floatAmount: number },
  ): Promise<ShiftTotals> {
    const orders = await db
      .selectFrom('retailSaleOrder')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(amount), 0)`.as('amount'),
        sql<number>`coalesce(sum(line_discount + order_discount), 0)`.as('discount'),
      ])
      .where('tenantId', '=', tenantId)
      .where('shiftId', '=', shift.id)
      .executeTakeFirstOrThrow();
    const refunds = await db
      .selectFrom('retailSaleRefund')
      .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
      .where('tenantId', '=', tenantId)
      .where('shiftId', '=', shift.id)
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('retailSalePayment')
      .select([
        'method',
        sql<number>`coalesce(sum(case when refund_id is null then amount else 0 end), 0)`.as('sales'),
        sql<number>`coalesce(sum(case when refund_id is null then 0 else amount end), 0)`.as('refunds'),
      ])
      .where('tenantId', '=', tenantId)
      .where('shiftId', '=', shift.id)
      .groupBy('method')
      .execute();
    const cash = await db
      .selectFrom('retailTillCash')
      .select(['kind', sql<number>`coalesce(sum(amount), 0)`.as('amount')])
      .where('tenantId', '=', tenantId)
      .where('shiftId', '=', shift.id)
      .groupBy('kind')
      .execute();
    return {
      floatAmount: Number(shift.floatAmount),
      orders: {
        count: Number(orders.count),
        amount: Number(orders.amount),
        discount: Number(orders.discount),
      },
      refunds: { count: Number(refunds.count), amount: Number(refunds.amount) },
      payments: payments.map((p) => ({
        method: Number(p.method),
        sales: Number(p.sales),
        refunds: Number(p.refunds),
      })),
      cash: cash.map((c) => ({ kind: Number(c.kind), amount: Number(c.amount) })),
    };
  }

  tenantName(tenantId: number) {
    return this.db.selectFrom('sysTenant').select('name').where('id', '=', tenantId).executeTakeFirst();
  }
}

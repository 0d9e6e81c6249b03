import { BalanceKind, SaleOrderStatus } from '@retail/contracts';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailVipTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { shortDeletedSuffix, TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { BalanceLogPageInput, VipFilter, VipPageInput } from '@retail/contracts/api/retail/vip';

const columns = [
  'id',
  'orgId',
  'cardNo',
  'name',
  'mobile',
  'level',
  'sex',
  'birthday',
  'balance',
  'points',
  'totalTopUp',
  'totalConsume',
  'orderCount',
  'lastVisitTime',
  'status',
  'remark',
  'createTime',
  'createUserId',
  'createUserName',
] as const;

export type VipRow = Pick<RetailVipTable, (typeof columns)[number]>;

type Range = { from?: number; to?: number };

/** The source type of both ledger rows of a top-up (the money paid in and the bonus). */
export const TOP_UP_SOURCE = 'topUp';

/**
 * Members of a tenant: customers of every store, so no data scope applies (docs/decisions.md, "Members are the
 * tenant's customers"). Every method takes the tenant first.
 */
export class VipRepository extends TenantRepository<'retailVip', VipRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    // card numbers are at most 20 characters, so the short suffix keeps the whole number in the 32-character column
    super(db, 'retailVip', columns, {
      freedOnDelete: { column: 'cardNo', maxLength: 32, suffix: shortDeletedSuffix },
    });
  }

  private filtered(tenantId: number, f: VipFilter) {
    let query = this.live(tenantId);
    if (f.cardNo) query = query.where(containsText(this.dbType, 'cardNo', f.cardNo));
    if (f.name) query = query.where(containsText(this.dbType, 'name', f.name));
    if (f.mobile) query = query.where(containsText(this.dbType, 'mobile', f.mobile));
    if (f.level) query = query.where('level', '=', f.level);
    if (f.status) query = query.where('status', '=', f.status);
    return query;
  }

  page(tenantId: number, input: VipPageInput, maxPageSize: number) {
    return paginate(this.filtered(tenantId, input), input, {
      sortable: {
        cardNo: 'cardNo',
        name: 'name',
        balance: 'balance',
        points: 'points',
        totalConsume: 'totalConsume',
        orderCount: 'orderCount',
        lastVisitTime: 'lastVisitTime',
        createTime: 'createTime',
      },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  list(tenantId: number, filter: VipFilter, limit: number) {
    return this.filtered(tenantId, filter)
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Enabled members of the whole tenant whose mobile or card number is exactly the keyword (the till's lookup). */
  lookup(tenantId: number, keyword: string) {
    return this.live(tenantId)
      .where('status', '=', 1)
      .where((eb) => eb.or([eb('mobile', '=', keyword), eb('cardNo', '=', keyword)]))
      .orderBy('id')
      .limit(20)
      .execute();
  }

  /** Whether `code` is an enabled item of the member-level dictionary. */
  async levelExists(code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysDictData as d')
      .innerJoin('sysDictType as t', 't.id', 'd.dictTypeId')
      .select('d.id')
      .where('t.code', '=', 'vip_level')
      .where('t.isDelete', '=', 0)
      .where('d.code', '=', code)
      .where('d.isDelete', '=', 0)
      .where('d.status', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The member's balance, deleted or not: read in the transaction that deletes it. */
  async balanceOf(tenantId: number, id: number, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('retailVip')
      .select('balance')
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  async addTopUp(tenantId: number, id: number, amount: number, db: Db = this.db): Promise<void> {
    await db
      .updateTable('retailVip')
      .set({ totalTopUp: sql`total_top_up + ${amount}` })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  /** A ledger row of the money paid in by a top-up, or undefined (another kind, another tenant's). */
  topUpEntry(tenantId: number, id: number) {
    return this.db
      .selectFrom('retailVipBalanceLog')
      .select([
        'id',
        'vipId',
        'amount',
        'balanceBefore',
        'balanceAfter',
        'payMethod',
        'remark',
        'createTime',
        'createUserName',
      ])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('kind', '=', BalanceKind.TopUp)
      .executeTakeFirst();
  }

  /**
   * The bonus row the same top-up wrote: it names the top-up's row as its source; one written before it did so
   * shares the top-up's member and time.
   */
  topUpBonus(tenantId: number, topUp: { id: number; vipId: number; createTime: number }) {
    return this.db
      .selectFrom('retailVipBalanceLog')
      .select(['amount', 'balanceAfter'])
      .where('tenantId', '=', tenantId)
      .where('vipId', '=', topUp.vipId)
      .where('kind', '=', BalanceKind.Bonus)
      .where('sourceType', '=', TOP_UP_SOURCE)
      .where((eb) =>
        eb.or([
          eb('sourceId', '=', topUp.id),
          eb.and([eb('sourceId', 'is', null), eb('createTime', '=', topUp.createTime)]),
        ]),
      )
      .orderBy('id')
      .executeTakeFirst();
  }

  /** A member of the tenant, deleted or not (a slip prints whoever the money went to). */
  memberOf(tenantId: number, id: number) {
    return this.db
      .selectFrom('retailVip')
      .select(['id', 'cardNo', 'name', 'mobile', 'level'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  balanceLog(tenantId: number, input: BalanceLogPageInput, range: Range, maxPageSize: number) {
    let query = this.db
      .selectFrom('retailVipBalanceLog')
      .select([
        'id',
        'kind',
        'amount',
        'balanceBefore',
        'balanceAfter',
        'sourceType',
        'sourceNo',
        'payMethod',
        'remark',
        'createTime',
        'createUserName',
      ])
      .where('tenantId', '=', tenantId)
      .where('vipId', '=', input.vipId);
    if (input.kind) query = query.where('kind', '=', input.kind);
    if (range.from !== undefined) query = query.where('createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('createTime', '<=', range.to);
    return paginate(query, input, {
      sortable: { createTime: 'createTime', amount: 'amount', kind: 'kind' },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** What the member buys most: quantity and amount per goods over its orders, net of refunds and returns; cancelled orders left out. */
  goodsRank(tenantId: number, vipId: number, top: number) {
    // a return without receipt (order kind 2) gives its units back: they count against what the member bought
    const qty = sql<number>`sum(case when o.kind = 2 then -l.qty else l.qty - l.refund_qty end)`;
    const amount = sql<number>`sum(case when o.kind = 2 then -l.amount else l.amount - l.refund_amount end)`;
    return this.db
      .selectFrom('retailSaleOrderLine as l')
      .innerJoin('retailSaleOrder as o', (j) =>
        j.onRef('o.id', '=', 'l.orderId').onRef('o.tenantId', '=', 'l.tenantId'),
      )
      .select([
        'l.goodsId',
        sql<string>`max(l.goods_code)`.as('goodsCode'),
        sql<string>`max(l.goods_name)`.as('goodsName'),
        qty.as('qty'),
        amount.as('amount'),
      ])
      .where('l.tenantId', '=', tenantId)
      .where('o.vipId', '=', vipId)
      .where('o.isDelete', '=', 0)
      .where('o.status', '<>', SaleOrderStatus.Cancelled)
      .groupBy('l.goodsId')
      .having(qty, '>', 0)
      .orderBy(qty, 'desc')
      .orderBy(amount, 'desc')
      .orderBy('l.goodsId')
      .limit(top)
      .execute();
  }
}

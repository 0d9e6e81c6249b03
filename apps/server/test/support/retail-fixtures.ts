import { StockLogKind } from '@retail/contracts';
import type { BuiltApp } from '../../src/app.ts';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import type { Api } from './client.ts';
import { DEFAULT_TENANT } from './fixtures.ts';

type Ctx = BuiltApp['ctx'];

export interface BarcodeFixture {
  goodsId: number;
  barcodeId: number;
  barcode: string;
}

let seq = 0;

/** Goods with one barcode and its stock counter, received to `qty` through the stock ledger; prices in fen. */
export async function insertBarcode(
  ctx: Ctx,
  options: {
    qty?: number;
    retail?: number;
    member?: number;
    cost?: number;
    tenantId?: number;
    prefix?: string;
  } = {},
): Promise<BarcodeFixture> {
  const tenantId = options.tenantId ?? DEFAULT_TENANT;
  const now = Date.now();
  const goodsId = ctx.ids.next();
  const barcodeId = ctx.ids.next();
  const barcode = `${options.prefix ?? 'FX'}${process.pid}${++seq}`;
  await ctx.db
    .insertInto('retailGoods')
    .values({
      id: goodsId,
      tenantId,
      code: barcode,
      name: `Goods ${barcode}`,
      costPrice: options.cost ?? 500,
      retailPrice: options.retail ?? 1000,
      memberPrice: options.member ?? 900,
      minStock: 0,
      status: 1,
      createTime: now,
      isDelete: 0,
    })
    .execute();
  await ctx.db
    .insertInto('retailBarcode')
    .values({ id: barcodeId, tenantId, goodsId, barcode, status: 1, createTime: now, isDelete: 0 })
    .execute();
  await ctx.db
    .insertInto('retailStock')
    .values({ id: ctx.ids.next(), tenantId, barcodeId, goodsId, qty: 0, updateTime: now })
    .execute();
  if (options.qty) {
    const ledger = new StockLedger(ctx.config.db.type, ctx.ids);
    await inTransaction(ctx.db, (trx) =>
      ledger.apply(
        trx,
        null,
        tenantId,
        [{ barcodeId, barcode, delta: options.qty as number }],
        { kind: StockLogKind.Receive, type: 'fixture', id: ctx.ids.next(), no: null, orgId: null },
        { allowNegative: false, now },
      ),
    );
  }
  return { goodsId, barcodeId, barcode };
}

/** A member with a zero balance (money only ever enters through the ledger). */
export async function insertVip(
  ctx: Ctx,
  options: { tenantId?: number; mobile?: string } = {},
): Promise<number> {
  const id = ctx.ids.next();
  await ctx.db
    .insertInto('retailVip')
    .values({
      id,
      tenantId: options.tenantId ?? DEFAULT_TENANT,
      cardNo: `C${id}`,
      name: `Member ${id}`,
      mobile: options.mobile ?? null,
      sex: 0,
      balance: 0,
      points: 0,
      totalTopUp: 0,
      totalConsume: 0,
      orderCount: 0,
      status: 1,
      createTime: Date.now(),
      isDelete: 0,
    })
    .execute();
  return id;
}

export async function stockOf(ctx: Ctx, barcodeId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('retailStock')
    .select('qty')
    .where('barcodeId', '=', barcodeId)
    .executeTakeFirstOrThrow();
  return Number(row.qty);
}

export async function balanceOf(ctx: Ctx, vipId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('retailVip')
    .select('balance')
    .where('id', '=', vipId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

let added = 0;
/** Unique within the test process, and in the order of adding (lists sorted by code keep that order). */
const nextAutoNo = () => `${process.pid}${String(++added).padStart(6, '0')}`;

/** Adds goods through the API (a unique code, a name and a price in yuan unless `fields` say); answers its id. */
export function addGoods(api: Api, fields: Record<string, unknown> = {}): Promise<number> {
  return api.ok.post<number>('/api/goods/add', {
    code: `AUTO-${nextAutoNo()}`,
    name: 'Goods',
    retailPrice: 1,
    ...fields,
  });
}

/** Signs a member up through the API (a unique card number and a name unless `fields` say); answers its id. */
export function addVip(api: Api, fields: Record<string, unknown> = {}): Promise<number> {
  return api.ok.post<number>('/api/vip/add', {
    cardNo: `AUTO${nextAutoNo()}`,
    name: 'Member',
    ...fields,
  });
}

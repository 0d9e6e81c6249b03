import { StockLogKind } from '@retail/contracts';
import { sql } from 'kysely';
import type { BuiltApp } from '../../src/app.ts';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
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
    /** where the stock is received; default: the tenant's main location (`defaultLocation`) */
    locationId?: number;
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
  if (options.qty) {
    const locationId = options.locationId ?? (await defaultLocation(ctx, tenantId));
    const ledger = new StockLedger(ctx.config.db.type, ctx.ids);
    await inTransaction(ctx.db, (trx) =>
      ledger.apply(
        trx,
        null,
        tenantId,
        [{ barcodeId, barcode, delta: options.qty as number }],
        {
          kind: StockLogKind.Receive,
          type: 'fixture',
          id: ctx.ids.next(),
          no: null,
          orgId: null,
          locationId,
        },
        { allowNegative: false, now },
      ),
    );
  }
  return { goodsId, barcodeId, barcode };
}

/**
 * The main location of a tenant as seeded: 门店A in the default tenant (its first store, where the seeded manager and
 * cashier work and where the administrator, outside any store, sells), else the tenant's root organisation.
 */
export async function defaultLocation(ctx: Ctx, tenantId: number = DEFAULT_TENANT): Promise<number> {
  if (tenantId === DEFAULT_TENANT) return STAFF_ORG.storeA;
  const root = await ctx.db
    .selectFrom('sysOrg')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('pid', '=', 0)
    .where('isDelete', '=', 0)
    .executeTakeFirstOrThrow();
  return root.id;
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

/** A barcode's stock at one location, or over all its locations; 0 where it has no counter. */
export async function stockOf(ctx: Ctx, barcodeId: number, locationId?: number): Promise<number> {
  let query = ctx.db
    .selectFrom('retailStock')
    .select(sql<number>`coalesce(sum(qty), 0)`.as('qty'))
    .where('barcodeId', '=', barcodeId);
  if (locationId !== undefined) query = query.where('locationId', '=', locationId);
  const row = await query.executeTakeFirstOrThrow();
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

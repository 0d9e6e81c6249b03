import { type Insertable, sql } from 'kysely';
import { DEFAULT_TENANT_ID } from '../../../apps/server/src/db/seed/core.ts';
import { STAFF_ORG } from '../../../apps/server/src/db/seed/staff.ts';
import type { Database } from '../../../apps/server/src/db/schema.ts';
import type { DbType } from '../../../apps/server/src/config.ts';
import type { AnyDb } from '../../../apps/server/src/platform/backup/table-catalog.ts';
import { withSearchTermsAfter } from '../../../apps/server/src/platform/backup/importer.ts';
import type { Db } from '../../../apps/server/src/platform/db/database.ts';
import { IdGenerator } from '../../../apps/server/src/platform/db/ids.ts';
import { BalanceKind, PayMethod, SaleOrderStatus, StockLogKind } from '@retail/contracts';
import { goodsName, priceOf, Random } from './catalogue.ts';

/** How much data to write; `full` is the brief's year of a busy shop, `quick` a tenth of it. */
export interface Scale {
  goods: number;
  barcodesPerGoods: number;
  members: number;
  orderLines: number;
  days: number;
}

export const SCALES = {
  full: { goods: 100_000, barcodesPerGoods: 3, members: 10_000, orderLines: 1_000_000, days: 365 },
  quick: { goods: 10_000, barcodesPerGoods: 3, members: 1_000, orderLines: 100_000, days: 365 },
} satisfies Record<string, Scale>;

const TENANT = DEFAULT_TENANT_ID;
const RECEIVED_PER_BARCODE = 1_000;
/**
 * The first barcodes are "hot": little stock and no history, so the order-create benchmark sells them out and
 * shows that concurrent sales never take more than there is.
 */
export const HOT_BARCODES = 5;
export const HOT_STOCK = 100;
const received = (b: number) => (b < HOT_BARCODES ? HOT_STOCK : RECEIVED_PER_BARCODE);
/** Where the bench sells (the administrator's main location) and the other locations that hold the same stock. */
export const SELLING_LOCATION = STAFF_ORG.storeA;
const OTHER_LOCATIONS = [STAFF_ORG.storeB, STAFF_ORG.warehouse];
const costOf = (goods: number) => Math.round(priceOf(goods) * 0.6);
const LINES_PER_ORDER = 3;
const TOP_UP_FEN = 100_000;
const DAY = 86_400_000;
/** the generator's own id worker, so its ids never meet the server's (worker 0) */
const GENERATOR_WORKER = 15;

type Table = keyof Database;

/** Inserts rows in multi-row statements sized under every dialect's parameter limit. */
async function bulk<T extends Table>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by the caller's table
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

/** A barcode as it is printed: 13 digits, unique per index. */
export const barcodeText = (index: number) => `69${String(index).padStart(11, '0')}`;
export const goodsCode = (index: number) => `G${String(index).padStart(6, '0')}`;

/**
 * Writes goods, barcodes, stock with its ledger, members with their balance ledger, and a year of sales
 * orders (lines, payments and the matching stock-log rows) straight into a migrated, seeded database, in bulk.
 * The ledgers balance: every stock counter equals the sum of its log, every member balance the sum of its
 * ledger, so the server's invariants hold on the generated data.
 */
export async function generate(
  db: Db,
  type: DbType,
  scale: Scale,
  log: (line: string) => void,
): Promise<void> {
  const ids = new IdGenerator(GENERATOR_WORKER);
  const random = new Random(20261123);
  const now = Date.now();
  const yearAgo = now - scale.days * DAY;
  const audit = { createTime: yearAgo, isDelete: 0 };

  const categories = Array.from({ length: 20 }, (_, i) => ({
    id: ids.next(),
    tenantId: TENANT,
    pid: 0,
    name: `Category ${i + 1}`,
    code: `C${i + 1}`,
    orderNo: 100,
    status: 1,
    ...audit,
  }));
  await bulk(db, 'retailCategory', categories);

  const goodsIds: number[] = [];
  const goodsCategory: number[] = [];
  const barcodeCount = scale.goods * scale.barcodesPerGoods;
  const barcodeIds = new Array<number>(barcodeCount);
  const catalogue = async (tx: Db) => {
    let rows: Insertable<Database['retailGoods']>[] = [];
    for (let g = 0; g < scale.goods; g++) {
      const id = ids.next();
      const category = categories[g % categories.length]?.id as number;
      goodsIds.push(id);
      goodsCategory.push(category);
      const price = priceOf(g);
      rows.push({
        id,
        tenantId: TENANT,
        code: goodsCode(g),
        name: goodsName(g),
        categoryId: category,
        costPrice: Math.round(price * 0.6),
        retailPrice: price,
        memberPrice: Math.round(price * 0.9),
        minStock: 0,
        status: 1,
        ...audit,
      });
      if (rows.length === 5_000) await bulk(tx, 'retailGoods', rows.splice(0));
    }
    await bulk(tx, 'retailGoods', rows);
    log(`goods: ${scale.goods}`);

    const barcodeRows: Insertable<Database['retailBarcode']>[] = [];
    const receiveRows: Insertable<Database['retailStockLog']>[] = [];
    const receiveId = ids.next();
    for (let b = 0; b < barcodeCount; b++) {
      const goods = Math.floor(b / scale.barcodesPerGoods);
      const id = ids.next();
      barcodeIds[b] = id;
      barcodeRows.push({
        id,
        tenantId: TENANT,
        goodsId: goodsIds[goods] as number,
        barcode: barcodeText(b),
        color: ['Red', 'Blue', 'Black'][b % 3] as string,
        size: ['S', 'M', 'L'][b % 3] as string,
        status: 1,
        ...audit,
      });
      for (const locationId of [SELLING_LOCATION, ...OTHER_LOCATIONS]) {
        receiveRows.push({
          id: ids.next(),
          tenantId: TENANT,
          barcodeId: id,
          goodsId: goodsIds[goods] as number,
          locationId,
          kind: StockLogKind.Receive,
          qtyBefore: 0,
          delta: received(b),
          qtyAfter: received(b),
          unitCost: costOf(goods),
          avgCostAfter: costOf(goods),
          sourceType: 'bench',
          sourceId: receiveId,
          sourceNo: null,
          sourceLineId: null,
          orgId: null,
          remark: null,
          createTime: yearAgo,
          createUserId: null,
          createUserName: null,
        });
      }
      if (barcodeRows.length === 10_000) {
        await bulk(tx, 'retailBarcode', barcodeRows.splice(0));
        await bulk(tx, 'retailStockLog', receiveRows.splice(0));
      }
    }
    await bulk(tx, 'retailBarcode', barcodeRows);
    await bulk(tx, 'retailStockLog', receiveRows);
    log(`barcodes: ${barcodeCount}`);
  };
  // PostgreSQL's search-term triggers would rebuild a goods' terms for every row: built once afterwards instead
  if (type === 'postgres') {
    await db.transaction().execute((trx) => withSearchTermsAfter(trx as unknown as AnyDb, () => catalogue(trx)));
  } else {
    await catalogue(db);
  }

  const memberIds: number[] = [];
  const members: Insertable<Database['retailVip']>[] = [];
  const topUps: Insertable<Database['retailVipBalanceLog']>[] = [];
  for (let m = 0; m < scale.members; m++) {
    const id = ids.next();
    memberIds.push(id);
    members.push({
      id,
      tenantId: TENANT,
      cardNo: `V${String(m).padStart(8, '0')}`,
      name: `Member ${m}`,
      mobile: `139${String(m).padStart(8, '0')}`,
      sex: m % 2,
      balance: TOP_UP_FEN,
      points: 0,
      totalTopUp: TOP_UP_FEN,
      totalConsume: 0,
      orderCount: 0,
      status: 1,
      ...audit,
    });
    topUps.push({
      id: ids.next(),
      tenantId: TENANT,
      vipId: id,
      kind: BalanceKind.TopUp,
      amount: TOP_UP_FEN,
      balanceBefore: 0,
      balanceAfter: TOP_UP_FEN,
      sourceType: 'bench',
      sourceId: null,
      sourceNo: null,
      payMethod: PayMethod.Cash,
      remark: null,
      orgId: null,
      createTime: yearAgo,
      createUserId: null,
      createUserName: null,
    });
  }
  await bulk(db, 'retailVip', members);
  await bulk(db, 'retailVipBalanceLog', topUps);
  log(`members: ${scale.members}`);

  // sales, oldest first so each barcode's log chains forward in time
  const stock = Int32Array.from({ length: barcodeCount }, (_, b) => received(b));
  const orderCount = Math.ceil(scale.orderLines / LINES_PER_ORDER);
  const step = (now - yearAgo - DAY) / orderCount;
  let orders: Insertable<Database['retailSaleOrder']>[] = [];
  let lines: Insertable<Database['retailSaleOrderLine']>[] = [];
  let payments: Insertable<Database['retailSalePayment']>[] = [];
  let logs: Insertable<Database['retailStockLog']>[] = [];
  const flush = async () => {
    await db.transaction().execute(async (trx) => {
      await bulk(trx, 'retailSaleOrder', orders);
      await bulk(trx, 'retailSaleOrderLine', lines);
      await bulk(trx, 'retailSalePayment', payments);
      await bulk(trx, 'retailStockLog', logs);
    });
    orders = [];
    lines = [];
    payments = [];
    logs = [];
  };
  for (let o = 0; o < orderCount; o++) {
    const id = ids.next();
    const time = Math.round(yearAgo + o * step + random.int(Math.max(1, Math.floor(step))));
    const vipId = random.int(10) < 3 ? (memberIds[random.int(memberIds.length)] ?? null) : null;
    let amount = 0;
    let cost = 0;
    let qtyTotal = 0;
    for (let l = 0; l < LINES_PER_ORDER && o * LINES_PER_ORDER + l < scale.orderLines; l++) {
      const b = HOT_BARCODES + random.int(barcodeCount - HOT_BARCODES);
      const goods = Math.floor(b / scale.barcodesPerGoods);
      const qty = 1 + random.int(2);
      const price = vipId ? Math.round(priceOf(goods) * 0.9) : priceOf(goods);
      const lineId = ids.next();
      const before = stock[b] as number;
      stock[b] = before - qty;
      amount += price * qty;
      cost += Math.round(priceOf(goods) * 0.6) * qty;
      qtyTotal += qty;
      lines.push({
        id: lineId,
        tenantId: TENANT,
        orderId: id,
        lineNo: l + 1,
        barcodeId: barcodeIds[b] as number,
        goodsId: goodsIds[goods] as number,
        categoryId: goodsCategory[goods] as number,
        barcode: barcodeText(b),
        goodsCode: goodsCode(goods),
        goodsName: goodsName(goods),
        color: null,
        size: null,
        qty,
        price,
        discount: 0,
        orderDiscountShare: 0,
        amount: price * qty,
        costPrice: Math.round(priceOf(goods) * 0.6),
        refundQty: 0,
        refundAmount: 0,
      });
      logs.push({
        id: ids.next(),
        tenantId: TENANT,
        barcodeId: barcodeIds[b] as number,
        goodsId: goodsIds[goods] as number,
        locationId: SELLING_LOCATION,
        kind: StockLogKind.Sale,
        qtyBefore: before,
        delta: -qty,
        qtyAfter: before - qty,
        unitCost: costOf(goods),
        avgCostAfter: costOf(goods),
        sourceType: 'saleOrder',
        sourceId: id,
        sourceNo: `B${String(o).padStart(9, '0')}`,
        sourceLineId: lineId,
        orgId: null,
        remark: null,
        createTime: time,
        createUserId: null,
        createUserName: null,
      });
    }
    orders.push({
      id,
      tenantId: TENANT,
      orgId: null,
      locationId: SELLING_LOCATION,
      no: `B${String(o).padStart(9, '0')}`,
      clientKey: `bench-${o}`,
      vipId,
      status: SaleOrderStatus.Completed,
      totalQty: qtyTotal,
      listAmount: amount,
      lineDiscount: 0,
      orderDiscount: 0,
      amount,
      costAmount: cost,
      refundQty: 0,
      refundAmount: 0,
      points: 0,
      remark: null,
      createTime: time,
      createUserId: null,
      createUserName: null,
      isDelete: 0,
    });
    payments.push({
      id: ids.next(),
      tenantId: TENANT,
      orderId: id,
      refundId: null,
      method: PayMethod.Cash,
      amount,
      createTime: time,
    });
    if (orders.length === 5_000) await flush();
    if ((o + 1) % 50_000 === 0) log(`orders: ${o + 1} / ${orderCount}`);
  }
  await flush();
  log(`order lines: ${scale.orderLines}`);

  const stockRows: Insertable<Database['retailStock']>[] = [];
  for (let b = 0; b < barcodeCount; b++) {
    const goods = Math.floor(b / scale.barcodesPerGoods);
    for (const locationId of [SELLING_LOCATION, ...OTHER_LOCATIONS]) {
      stockRows.push({
        id: ids.next(),
        tenantId: TENANT,
        barcodeId: barcodeIds[b] as number,
        goodsId: goodsIds[goods] as number,
        locationId,
        qty: locationId === SELLING_LOCATION ? (stock[b] as number) : received(b),
        avgCost: costOf(goods),
        updateTime: now,
      });
    }
    if (stockRows.length >= 10_000) await bulk(db, 'retailStock', stockRows.splice(0));
  }
  await bulk(db, 'retailStock', stockRows);
  log('stock counters written');
  await sql`analyze`.execute(db).catch(() => {});
}

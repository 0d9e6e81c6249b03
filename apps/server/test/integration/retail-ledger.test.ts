import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { BalanceKind, StockLogKind } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { BalanceLedger } from '../../src/modules/retail/ledger/balance-ledger.ts';
import { nextDocNo } from '../../src/modules/retail/ledger/doc-no.ts';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('retail ledgers on %s', (kind) => {
  let t: TestApp;
  let stock: StockLedger;
  let balance: BalanceLedger;
  let seq = 0;

  /** A goods row with one barcode and its zero stock counter, inserted directly. */
  async function barcodeWithStock(qty: number): Promise<{ barcodeId: number; barcode: string }> {
    const now = Date.now();
    const goodsId = t.ctx.ids.next();
    const barcodeId = t.ctx.ids.next();
    const barcode = `LEDGER${kind}${++seq}`;
    await t.ctx.db
      .insertInto('retailGoods')
      .values({
        id: goodsId,
        tenantId: DEFAULT_TENANT,
        code: barcode,
        name: barcode,
        costPrice: 0,
        retailPrice: 100,
        memberPrice: 90,
        minStock: 0,
        status: 1,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    await t.ctx.db
      .insertInto('retailBarcode')
      .values({
        id: barcodeId,
        tenantId: DEFAULT_TENANT,
        goodsId,
        barcode,
        status: 1,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    await t.ctx.db
      .insertInto('retailStock')
      .values({
        id: t.ctx.ids.next(),
        tenantId: DEFAULT_TENANT,
        barcodeId,
        goodsId,
        locationId: STAFF_ORG.storeA,
        qty: 0,
        avgCost: 0,
        updateTime: now,
      })
      .execute();
    if (qty > 0) await move(barcodeId, barcode, qty, StockLogKind.Receive);
    return { barcodeId, barcode };
  }

  function move(barcodeId: number, barcode: string, delta: number, logKind: number, allowNegative = false) {
    return inTransaction(t.ctx.db, (trx) =>
      stock.apply(
        trx,
        null,
        DEFAULT_TENANT,
        [{ barcodeId, barcode, delta }],
        {
          kind: logKind as StockLogKind,
          type: 'test',
          id: t.ctx.ids.next(),
          no: null,
          orgId: null,
          locationId: STAFF_ORG.storeA,
        },
        { allowNegative, now: Date.now() },
      ),
    );
  }

  const qtyOf = async (barcodeId: number) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('retailStock')
          .select('qty')
          .where('barcodeId', '=', barcodeId)
          .executeTakeFirstOrThrow()
      ).qty,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    stock = new StockLedger(t.database.type, t.ctx.ids);
    balance = new BalanceLedger(t.ctx.ids);
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 concurrent decrements of a barcode with 10 in stock: exactly 10 succeed, the rest name the barcode', async () => {
    const { barcodeId, barcode } = await barcodeWithStock(10);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => move(barcodeId, barcode, -1, StockLogKind.Sale)),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(failures).toHaveLength(40);
    for (const f of failures) {
      const error = (f as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.reason).toBe('stock.insufficient');
      expect(error.params.barcode).toBe(barcode);
    }
    expect(await qtyOf(barcodeId)).toBe(0);
  });

  it('sums demand per barcode before checking and chains one log row per line', async () => {
    const { barcodeId, barcode } = await barcodeWithStock(5);
    const source = {
      kind: StockLogKind.Sale,
      type: 'test',
      id: t.ctx.ids.next(),
      no: 'X1',
      orgId: null,
      locationId: STAFF_ORG.storeA,
    };
    const twoLines = (a: number, b: number) =>
      inTransaction(t.ctx.db, (trx) =>
        stock.apply(
          trx,
          null,
          DEFAULT_TENANT,
          [
            { barcodeId, barcode, delta: a, sourceLineId: 1 },
            { barcodeId, barcode, delta: b, sourceLineId: 2 },
          ],
          source,
          { allowNegative: false, now: Date.now() },
        ),
      );
    await expect(twoLines(-3, -3)).rejects.toMatchObject({ reason: 'stock.insufficient' });
    expect(await qtyOf(barcodeId)).toBe(5);
    await twoLines(-2, -3);
    const rows = await t.ctx.db
      .selectFrom('retailStockLog')
      .select(['qtyBefore', 'delta', 'qtyAfter', 'sourceLineId'])
      .where('sourceId', '=', source.id)
      .orderBy('sourceLineId')
      .execute();
    expect(rows.map((r) => [Number(r.qtyBefore), Number(r.delta), Number(r.qtyAfter)])).toEqual([
      [5, -2, 3],
      [3, -3, 0],
    ]);
  });

  it('goes below zero only when the tenant allows negative stock', async () => {
    const { barcodeId, barcode } = await barcodeWithStock(1);
    await expect(move(barcodeId, barcode, -2, StockLogKind.Sale)).rejects.toMatchObject({
      reason: 'stock.insufficient',
    });
    await move(barcodeId, barcode, -2, StockLogKind.Sale, true);
    expect(await qtyOf(barcodeId)).toBe(-1);
  });

  it('keeps a member balance equal to its ledger and never negative under concurrent top-ups and payments', async () => {
    const vipId = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('retailVip')
      .values({
        id: vipId,
        tenantId: DEFAULT_TENANT,
        cardNo: `V${kind}`,
        name: 'Ledger',
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
    const change = (amount: number) =>
      inTransaction(t.ctx.db, (trx) =>
        balance.apply(
          trx,
          null,
          DEFAULT_TENANT,
          { vipId, kind: amount > 0 ? BalanceKind.TopUp : BalanceKind.Consume, amount },
          Date.now(),
        ),
      );
    await change(1000);
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => change(-300)),
      ...Array.from({ length: 5 }, () => change(500)),
    ]);
    const paid = results.slice(0, 20).filter((r) => r.status === 'fulfilled').length;
    expect(results.slice(20).every((r) => r.status === 'fulfilled')).toBe(true);
    const row = await t.ctx.db
      .selectFrom('retailVip')
      .select('balance')
      .where('id', '=', vipId)
      .executeTakeFirstOrThrow();
    expect(Number(row.balance)).toBe(1000 + 5 * 500 - paid * 300);
    expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
    expect(paid).toBeGreaterThanOrEqual(3);
  });

  it('numbers documents uniquely per tenant and day under concurrency', async () => {
    const now = Date.now();
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () =>
        inTransaction(t.ctx.db, (trx) =>
          nextDocNo(trx, t.database.type, t.ctx.ids, DEFAULT_TENANT, 'RK', now, t.config.timeZone),
        ),
      ),
    );
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.every((n) => /^RK\d{8}\d{4}$/.test(n))).toBe(true);
    const other = await inTransaction(t.ctx.db, (trx) =>
      nextDocNo(trx, t.database.type, t.ctx.ids, DEFAULT_TENANT + 1, 'RK', now, t.config.timeZone),
    );
    expect(other.endsWith('0001')).toBe(true);
  });
});

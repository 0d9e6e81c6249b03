import { BalanceKind, PayMethod } from '@retail/contracts';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../../src/platform/http/xlsx-route.ts';
import { type SignedIn, signIn } from '../support/auth.ts';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { addVip, balanceOf, insertBarcode } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface Vip {
  id: number;
  cardNo: string;
  name: string;
  mobile: string | null;
  level: string | null;
  balance: number;
  points: number;
  totalTopUp: number;
  totalConsume: number;
  orderCount: number;
}

describe.each(databaseKinds())('members on %s', (kind) => {
  let t: TestApp;
  let adminSession: SignedIn;
  /** the tenant admin and a cashier, reading messages in English */
  let admin: Api;
  let cashier: Api;
  let seq = 0;
  const card = () => `V${kind.slice(0, 2)}${Date.now() % 100000}${++seq}`;

  const detail = async (id: number) => (await admin.get(`/api/vip/detail?id=${id}`)).json.result as Vip;
  const topUp = (id: number, amount: unknown, bonus?: unknown, who = cashier) =>
    who.post('/api/vip/topUp', { id, amount, bonus, payMethod: PayMethod.Cash });
  const sell = (body: Record<string, unknown>) =>
    cashier.post('/api/saleOrder/add', { clientKey: `vip-${kind}-${Date.now()}-${++seq}`, ...body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminSession = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    admin = apiAs(t, adminSession, IN_ENGLISH);
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, pages, updates and deletes members with unique card numbers and dictionary levels', async () => {
    const cardNo = card();
    const id = await addVip(admin, { cardNo, name: 'Alice', mobile: '13800138000', level: 'gold' });
    expect(await detail(id)).toMatchObject({ cardNo, name: 'Alice', level: 'gold', balance: 0, points: 0 });
    const serverOwned = await admin.post('/api/vip/add', { cardNo: card(), name: 'X', balance: 100 });
    expect(serverOwned.json.code).toBe(400);
    const dup = await admin.post('/api/vip/add', { cardNo, name: 'Bob' });
    expect(dup.json.code).toBe(409);
    expect(dup.json.message).toContain(cardNo);
    const badMobile = await admin.post('/api/vip/add', { cardNo: card(), name: 'Bob', mobile: '12345' });
    expect(badMobile.json.code).toBe(400);
    expect(badMobile.json.message).toContain('mobile');
    const badLevel = await admin.post('/api/vip/add', { cardNo: card(), name: 'Bob', level: 'platinum' });
    expect(badLevel.json.message).toContain('platinum');

    const page = await admin.post('/api/vip/page', { cardNo, level: 'gold' });
    expect((page.json.result as { items: Vip[] }).items.map((v) => v.id)).toEqual([id]);
    const byMobile = await admin.post('/api/vip/page', {
      mobile: '13800138000',
      field: 'balance',
      order: 'descending',
    });
    expect((byMobile.json.result as { total: number }).total).toBeGreaterThanOrEqual(1);

    expect((await admin.post('/api/vip/update', { id, name: 'Alice B', level: null })).json.code).toBe(200);
    expect(await detail(id)).toMatchObject({ name: 'Alice B', level: null, mobile: '13800138000' });

    expect((await topUp(id, 5)).json.code).toBe(200);
    const refused = await admin.post('/api/vip/delete', { id });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('5.00');

    const empty = await addVip(admin);
    const emptyCard = (await detail(empty)).cardNo;
    expect((await admin.post('/api/vip/delete', { id: empty })).json.code).toBe(200);
    expect((await admin.get(`/api/vip/detail?id=${empty}`)).json.code).toBe(404);
    // the deleted member's card number is free again
    await addVip(admin, { cardNo: emptyCard });
  });

  it('tops up with a bonus through the ledger and lists the balance history', async () => {
    const id = await addVip(admin);
    const res = await topUp(id, '100.00', 20.5);
    expect(res.json.code, res.json.message).toBe(200);
    expect(res.json.result).toMatchObject({ balance: 120.5, logId: expect.any(Number) });
    expect(await detail(id)).toMatchObject({ balance: 120.5, totalTopUp: 100 });
    expect((await admin.post('/api/vip/topUp', { id, amount: 0, payMethod: 1 })).json.code).toBe(400);
    expect(
      (await admin.post('/api/vip/topUp', { id, amount: 1, payMethod: PayMethod.Balance })).json.code,
    ).toBe(400);
    const log = await admin.post('/api/vip/balanceLog', { vipId: id });
    const items = (
      log.json.result as { items: Array<{ kind: number; amount: number; balanceAfter: number }> }
    ).items;
    expect(items.map((i) => [i.kind, i.amount]).sort()).toEqual(
      [
        [BalanceKind.TopUp, 100],
        [BalanceKind.Bonus, 20.5],
      ].sort(),
    );
    const bonusOnly = await admin.post('/api/vip/balanceLog', { vipId: id, kind: BalanceKind.Bonus });
    expect((bonusOnly.json.result as { total: number }).total).toBe(1);
  });

  it('keeps the balance equal to its ledger and never negative under concurrent top-ups and balance payments', async () => {
    const id = await addVip(admin);
    const goods = await insertBarcode(t.ctx, { qty: 1000, retail: 300, member: 0 });
    await topUp(id, 10);
    const results = await Promise.all([
      ...Array.from({ length: 15 }, () =>
        sell({
          vipId: id,
          lines: [{ barcode: goods.barcode, qty: 1 }],
          payments: [{ method: PayMethod.Balance, amount: 3 }],
        }),
      ),
      ...Array.from({ length: 5 }, () => topUp(id, 2)),
    ]);
    const sold = results.slice(0, 15).filter((r) => r.json.code === 200).length;
    expect(results.slice(15).every((r) => r.json.code === 200)).toBe(true);
    for (const failed of results.slice(0, 15).filter((r) => r.json.code !== 200)) {
      expect(failed.json.code).toBe(400);
    }
    expect(await balanceOf(t.ctx, id)).toBe(1000 + 5 * 200 - sold * 300);
    expect(sold).toBeGreaterThanOrEqual(3);
    const vip = await detail(id);
    expect(vip.orderCount).toBe(sold);
    expect(vip.totalConsume).toBe(sold * 3);
  });

  it('ranks the goods a member buys most, net of refunds and without cancelled orders', async () => {
    const id = await addVip(admin);
    const a = await insertBarcode(t.ctx, { qty: 50, retail: 1000, member: 0 });
    const b = await insertBarcode(t.ctx, { qty: 50, retail: 200, member: 0 });
    const c = await insertBarcode(t.ctx, { qty: 50, retail: 100, member: 0 });
    const first = await sell({
      vipId: id,
      lines: [
        { barcode: a.barcode, qty: 2 },
        { barcode: b.barcode, qty: 5 },
      ],
      payments: [{ method: PayMethod.Cash, amount: 30 }],
    });
    expect(first.json.code, first.json.message).toBe(200);
    const order = first.json.result as { id: number; lines: Array<{ id: number; barcodeId: number }> };
    const bLine = order.lines.find((l) => l.barcodeId === b.barcodeId) as { id: number };
    await admin.ok.post('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: bLine.id, qty: 4 }],
    });
    const second = await sell({
      vipId: id,
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: 10 }],
    });
    expect(second.json.code).toBe(200);
    const cancelled = await sell({
      vipId: id,
      lines: [{ barcode: c.barcode, qty: 9 }],
      payments: [{ method: 1, amount: 9 }],
    });
    expect(
      (await admin.post('/api/saleOrder/cancel', { id: (cancelled.json.result as { id: number }).id })).json
        .code,
    ).toBe(200);

    const rank = await admin.get(`/api/vip/goodsRank?id=${id}`);
    expect(rank.json.code, rank.json.message).toBe(200);
    expect(
      (rank.json.result as Array<{ goodsId: number; qty: number; amount: number }>).map((r) => [
        r.goodsId,
        r.qty,
        r.amount,
      ]),
    ).toEqual([
      [a.goodsId, 3, 30],
      [b.goodsId, 1, 2],
    ]);
  });

  it('finds members for the till by exact mobile or card number, only in the own tenant', async () => {
    const cardNo = card();
    const id = await addVip(admin, { cardNo, mobile: '13912345678' });
    const byMobile = await cashier.get('/api/vip/lookup?keyword=13912345678');
    expect(byMobile.json.code, byMobile.json.message).toBe(200);
    expect((byMobile.json.result as Vip[]).map((v) => v.id)).toContain(id);
    const byCard = await cashier.get(`/api/vip/lookup?keyword=${cardNo}`);
    expect((byCard.json.result as Vip[]).map((v) => v.id)).toEqual([id]);
    expect(
      ((await cashier.get(`/api/vip/lookup?keyword=${cardNo.slice(0, -1)}`)).json.result as Vip[]).length,
    ).toBe(0);

    const other = await signInNewTenantAdmin(t, `Vip Other ${kind}`, `vipother${kind}`);
    expect((await other.admin.with(IN_ENGLISH).get(`/api/vip/lookup?keyword=${cardNo}`)).json.result).toEqual(
      [],
    );
    expect((await other.admin.with(IN_ENGLISH).get(`/api/vip/detail?id=${id}`)).json.code).toBe(404);
    expect((await topUp(id, 1, undefined, other.admin.with(IN_ENGLISH))).json.code).toBe(404);
    // another tenant may use the same card number
    const mine = await other.admin.with(IN_ENGLISH).post('/api/vip/add', { cardNo, name: 'Twin' });
    expect(mine.json.code, mine.json.message).toBe(200);
  });

  it('imports members row by row, adding the good rows and reporting each bad row with its reason', async () => {
    const taken = card();
    await addVip(admin, { cardNo: taken });
    const [a, b] = [card(), card()];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Members');
    sheet.addRow(['卡号', '姓名', '手机号', '等级', '性别', '生日', '备注']);
    sheet.addRow([a, 'Ann', 13700000001, 'silver', 2, '1990-05-01', 'from a sheet']);
    sheet.addRow([taken, 'Dup']);
    sheet.addRow([card(), 'Bad Mobile', '123']);
    sheet.addRow([card(), 'Bad Level', null, 'platinum']);
    sheet.addRow([b, 'Bo, Jr.']);
    sheet.addRow([a, 'Ann again']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const send = (who: Api) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vip/import',
        headers: { ...who.headers, 'content-type': XLSX_MIME },
        payload: file,
      });
    const res = (await send(admin)).json<{ code: number; message: string; result: unknown }>();
    expect(res.code, res.message).toBe(200);
    const report = res.result as {
      total: number;
      imported: number;
      failed: Array<{ row: number; reason: string }>;
    };
    expect(report).toMatchObject({ total: 6, imported: 2 });
    expect(report.failed.map((f) => f.row)).toEqual([3, 4, 5, 7]);
    expect(report.failed[0]?.reason).toContain(taken);
    expect(report.failed[1]?.reason).toContain('mobile');
    expect(report.failed[2]?.reason).toContain('platinum');
    expect(report.failed[3]?.reason).toContain(a);
    const page = await admin.post('/api/vip/page', { cardNo: a });
    expect((page.json.result as { items: Vip[] }).items[0]).toMatchObject({
      name: 'Ann',
      mobile: '13700000001',
      level: 'silver',
      balance: 0,
    });
    const bo = await admin.post('/api/vip/page', { cardNo: b });
    expect((bo.json.result as { items: Vip[] }).items[0]?.name).toBe('Bo, Jr.');
    expect((await send(cashier)).json<{ code: number }>().code).toBe(403);

    const template = await t.app.inject({
      method: 'POST',
      url: '/api/vip/template',
      headers: adminSession.headers,
    });
    const blank = new ExcelJS.Workbook();
    await blank.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(blank.worksheets[0]?.getRow(1).getCell(1).value).toBe('卡号');
  });
});

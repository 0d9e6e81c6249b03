import { PayMethod } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { failureKey } from '../../src/modules/system/auth/credentials.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface Approval {
  id: number;
  orderId: number | null;
  lineDiscountPct: number;
  orderDiscountPct: number;
  requestedByName: string | null;
  approvedByName: string | null;
}

describe.each(databaseKinds())('discount limits and supervisor approval on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let keySeq = 0;
  const key = () => `disc-${kind}-${Date.now()}-${++keySeq}`;
  let barcode = '';

  /** 100.00 of goods with a line discount and an order discount, paid in cash. */
  const sale = (clientKey: string, lineDiscount: number, orderDiscount = 0) => ({
    clientKey,
    lines: [{ barcode, qty: 1, discount: lineDiscount }],
    orderDiscount,
    payments: [{ method: PayMethod.Cash, amount: 100 - lineDiscount - orderDiscount }],
  });
  const approve = (body: Record<string, unknown>) =>
    cashier.post('/api/saleOrder/approveDiscount', {
      account: 'manager',
      password: TEST_ADMIN_PASSWORD,
      lineDiscountPct: 0,
      orderDiscountPct: 0,
      ...body,
    });
  const setLimits = (limits: Array<{ roleId: number; line: number | null; order: number | null }>) =>
    admin.ok.post('/api/retailSetting/update', {
      discountLimits: limits.map((l) => ({
        roleId: l.roleId,
        maxLineDiscountPct: l.line,
        maxOrderDiscountPct: l.order,
      })),
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    barcode = (await insertBarcode(t.ctx, { qty: 1000, retail: 10000 })).barcode;
    await setLimits([{ roleId: STAFF_ROLE.cashier, line: 10, order: 5 }]);
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the limits per role in the settings and tells each seller its own; roles without a row have none', async () => {
    const settings = await admin.ok.get<{
      discountLimits: Array<{ roleId: number; maxLineDiscountPct: number | null }>;
    }>('/api/retailSetting/detail');
    expect(settings.discountLimits).toContainEqual({
      roleId: STAFF_ROLE.cashier,
      roleName: expect.any(String),
      maxLineDiscountPct: 10,
      maxOrderDiscountPct: 5,
    });
    expect(settings.discountLimits.find((l) => l.roleId === STAFF_ROLE.storeManager)).toMatchObject({
      maxLineDiscountPct: null,
    });
    expect(await cashier.ok.get('/api/saleOrder/discountLimit')).toEqual({
      maxLineDiscountPct: 10,
      maxOrderDiscountPct: 5,
    });
    expect(await admin.ok.get('/api/saleOrder/discountLimit')).toEqual({
      maxLineDiscountPct: null,
      maxOrderDiscountPct: null,
    });
    const unknownRole = await admin.post('/api/retailSetting/update', {
      discountLimits: [{ roleId: 42, maxLineDiscountPct: 5, maxOrderDiscountPct: null }],
    });
    expect(unknownRole.json.code).toBe(400);
    expect(unknownRole.json.message).toBe('discountLimits: role 42 does not exist');
    const tooMuch = await admin.post('/api/retailSetting/update', {
      discountLimits: [{ roleId: STAFF_ROLE.cashier, maxLineDiscountPct: 101, maxOrderDiscountPct: null }],
    });
    expect(tooMuch.json.code).toBe(400);
    expect(tooMuch.json.message).toContain('maxLineDiscountPct');
  });

  it('sells within the limit, and refuses a discount above it without an approval, recording nothing', async () => {
    await cashier.ok.post('/api/saleOrder/add', sale(key(), 10, 4.5));
    const over = await cashier.post('/api/saleOrder/add', sale(key(), 10.01));
    expect(over.json.code).toBe(403);
    expect(over.json.message).toBe(
      'discount: above your limit (line at most 10%, order at most 5%); a supervisor must approve it',
    );
    // the order discount is a percentage of what is left after line discounts: 4.51 of 90.00 is above 5%
    expect((await cashier.post('/api/saleOrder/add', sale(key(), 10, 4.51))).json.code).toBe(403);
  });

  it("accepts the sale with a supervisor's approval for its client key, and logs who approved what for whom", async () => {
    const clientKey = key();
    const approval = await approve({ clientKey, lineDiscountPct: 25, orderDiscountPct: 0 });
    expect(approval.json.code, approval.json.message).toBe(200);
    const order = await cashier.ok.post<{ id: number }>('/api/saleOrder/add', sale(clientKey, 25));
    const log = await cashier.ok.get<Approval[]>(`/api/saleOrder/discountApprovals?id=${order.id}`);
    expect(log).toEqual([
      expect.objectContaining({
        orderId: order.id,
        lineDiscountPct: 25,
        orderDiscountPct: 0,
        requestedByName: expect.any(String),
        approvedByName: expect.any(String),
      }),
    ]);
    expect(log[0]?.approvedByName).not.toBe(log[0]?.requestedByName);
    // the approval covers what it says, not more
    const bigger = key();
    expect((await approve({ clientKey: bigger, lineDiscountPct: 20 })).json.code).toBe(200);
    expect((await cashier.post('/api/saleOrder/add', sale(bigger, 20.01))).json.code).toBe(403);
  });

  it('an approval for another client key is of no use', async () => {
    expect((await approve({ clientKey: key(), lineDiscountPct: 50 })).json.code).toBe(200);
    expect((await cashier.post('/api/saleOrder/add', sale(key(), 30))).json.code).toBe(403);
  });

  it("refuses a wrong password (counted toward the supervisor's lock), an approver without the permission and one above their own limit", async () => {
    const logged = async () =>
      (await t.ctx.db.selectFrom('retailDiscountApproval').select('id').execute()).length;
    const before = await logged();
    await t.ctx.cache.del(failureKey('manager'));
    const wrong = await approve({ clientKey: key(), lineDiscountPct: 30, password: 'Wrong@Pass999' });
    expect(wrong.json.code).toBe(400);
    expect(wrong.json.message).toBe('Wrong account or password (4 more failures lock it for 30 minutes)');
    expect(await t.ctx.cache.get<number>(failureKey('manager'))).toBe(1);
    await t.ctx.cache.del(failureKey('manager'));

    const keeper = await approve({ clientKey: key(), lineDiscountPct: 30, account: 'keeper' });
    expect(keeper.json.code).toBe(403);
    expect(keeper.json.message).toBe('account: this account may not approve discounts');
    const self = await approve({ clientKey: key(), lineDiscountPct: 30, account: 'cashier' });
    expect(self.json.code).toBe(403);

    await setLimits([{ roleId: STAFF_ROLE.storeManager, line: 20, order: null }]);
    try {
      const above = await approve({ clientKey: key(), lineDiscountPct: 30 });
      expect(above.json.code).toBe(403);
      expect(above.json.message).toBe(
        "account: the discount is above the approver's own limit (line at most 20%, order at most 100%)",
      );
    } finally {
      await setLimits([{ roleId: STAFF_ROLE.storeManager, line: null, order: null }]);
    }
    expect(await logged()).toBe(before);
  });
});

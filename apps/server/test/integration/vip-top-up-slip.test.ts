import { BalanceKind, PayMethod } from '@retail/contracts';
import type { TopUpOutput, TopUpSlipOutput } from '@retail/contracts/api/retail/vip';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { addVip } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('member top-up slips on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let keeper: Api;
  let other: Api;

  const topUp = (id: number, amount: number, bonus?: number) =>
    cashier.ok.post<TopUpOutput>('/api/vip/topUp', {
      id,
      amount,
      bonus,
      payMethod: PayMethod.MobilePay,
      remark: 'counter',
    });
  const slip = (who: Api, id: number) => who.get(`/api/vip/topUpSlip?id=${id}`);
  const bonusRowOf = async (logId: number) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('retailVipBalanceLog')
          .select('id')
          .where('kind', '=', BalanceKind.Bonus)
          .where('sourceId', '=', logId)
          .executeTakeFirstOrThrow()
      ).id,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    other = (await signInNewTenantAdmin(t, `Slip Other ${kind}`, `slipother${kind.slice(0, 2)}`)).admin;
    await admin.ok.post('/api/retailSetting/update', {
      receiptHeader: 'Welcome to Shop A',
      receiptFooter: 'Thank you',
    });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the money paid in, the bonus given with it and the balances before and after', async () => {
    const vipId = await addVip(admin, { name: 'Alice', mobile: '13800138000', level: 'gold' });
    const first = await topUp(vipId, 30, 5.5);
    expect(first.balance).toBe(35.5);
    const withBonus = await cashier.ok.get<TopUpSlipOutput>(`/api/vip/topUpSlip?id=${first.logId}`);
    expect(withBonus).toMatchObject({
      shopName: '默认租户',
      header: 'Welcome to Shop A',
      footer: 'Thank you',
      no: String(first.logId),
      vip: { id: vipId, name: 'Alice', mobile: '13800138000', level: 'gold' },
      amount: 30,
      bonus: 5.5,
      payMethod: PayMethod.MobilePay,
      balanceBefore: 0,
      balanceAfter: 35.5,
      createUserName: '收银员',
      remark: 'counter',
    });
    expect(withBonus.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const second = await topUp(vipId, 10);
    expect(second.balance).toBe(45.5);
    expect(await cashier.ok.get(`/api/vip/topUpSlip?id=${second.logId}`)).toMatchObject({
      amount: 10,
      bonus: 0,
      balanceBefore: 35.5,
      balanceAfter: 45.5,
    });
    // a later top-up does not change an earlier slip
    expect(await cashier.ok.get(`/api/vip/topUpSlip?id=${first.logId}`)).toEqual(withBonus);
  });

  it('finds the bonus of a top-up made before bonuses named their top-up', async () => {
    const vipId = await addVip(admin);
    const { logId } = await topUp(vipId, 20, 2);
    await t.ctx.db
      .updateTable('retailVipBalanceLog')
      .set({ sourceId: null })
      .where('id', '=', await bonusRowOf(logId))
      .execute();
    await topUp(vipId, 7, 1);
    expect(await cashier.ok.get(`/api/vip/topUpSlip?id=${logId}`)).toMatchObject({
      amount: 20,
      bonus: 2,
      balanceBefore: 0,
      balanceAfter: 22,
    });
  });

  it('answers 404 for a ledger row that is no top-up or is another tenant’s, 403 without vip:topUp', async () => {
    const vipId = await addVip(admin);
    const { logId } = await topUp(vipId, 12, 3);
    const notTopUp = await slip(cashier, await bonusRowOf(logId));
    expect(notTopUp.json.code).toBe(404);
    expect(notTopUp.json.message).toBe('No such top-up');
    expect((await slip(cashier, logId + 1_000_000)).json.code).toBe(404);
    expect((await slip(other, logId)).json.code).toBe(404);
    expect((await slip(keeper, logId)).json.code).toBe(403);
    expect((await slip(admin, logId)).json.code).toBe(200);
  });
});

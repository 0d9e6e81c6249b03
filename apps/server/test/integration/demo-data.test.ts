import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const small = { goods: 12, members: 6, days: 5, ordersPerDay: [3, 6] as [number, number] };

describe.each(databaseKinds())('demo data on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills an empty tenant once, through the ledgers, so lists and reports show it', async () => {
    expect(await t.demo.fill(DEFAULT_TENANT, small)).toBe(true);
    expect(await t.demo.fill(DEFAULT_TENANT, small)).toBe(false);
    await expectRetailInvariants(t.ctx.db);
    const count = async (table: 'retailGoods' | 'retailVip' | 'retailSaleOrder') =>
      Number(
        (
          await t.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenantId', '=', DEFAULT_TENANT)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('retailGoods')).toBe(12);
    expect(await count('retailVip')).toBe(6);
    expect(await count('retailSaleOrder')).toBeGreaterThan(5);
    const admin = await signInAs(t, 'admin');
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    const summary = await admin.post('/api/statistics/saleSummary', { startDate: weekAgo, endDate: today });
    expect((summary.json.result as { totals: { orders: number } }).totals.orders).toBe(
      await count('retailSaleOrder'),
    );
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETAIL_SETTING_MENU_IDS } from '../../src/db/seed/menus/retail.ts';
import { seedRetailSettingMenu } from '../../src/db/seed/retail-setting.ts';
import { STAFF_ORG, STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('retail settings on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  const detail = (who: Api) => who.get('/api/retailSetting/detail');
  const update = (body: unknown, who = admin) => who.post('/api/retailSetting/update', body);
  /** The settings other than the discount limits (retail-discount-limits.test.ts covers those). */
  const withoutLimits = (result: unknown) => {
    const { discountLimits, ...rest } = result as { discountLimits: unknown[] };
    expect(Array.isArray(discountLimits)).toBe(true);
    return rest;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the defaults, saves changes field by field and validates them', async () => {
    expect(withoutLimits((await detail(admin)).json.result)).toEqual({
      allowNegativeStock: false,
      receiptHeader: null,
      receiptFooter: null,
      requireShift: false,
      mainLocationId: null,
    });
    const saved = await update({ allowNegativeStock: true, receiptHeader: 'Welcome to Shop A' });
    expect(withoutLimits(saved.json.result)).toEqual({
      allowNegativeStock: true,
      receiptHeader: 'Welcome to Shop A',
      receiptFooter: null,
      requireShift: false,
      mainLocationId: null,
    });
    await update({ receiptFooter: 'Thank you' });
    expect(withoutLimits((await detail(admin)).json.result)).toEqual({
      allowNegativeStock: true,
      receiptHeader: 'Welcome to Shop A',
      receiptFooter: 'Thank you',
      requireShift: false,
      mainLocationId: null,
    });
    await update({ receiptHeader: '', allowNegativeStock: false });
    expect((await detail(admin)).json.result).toMatchObject({
      allowNegativeStock: false,
      receiptHeader: null,
    });
    const tooLong = await update({ receiptHeader: 'x'.repeat(257) });
    expect(tooLong.json.code).toBe(400);
    expect(tooLong.json.message).toContain('receiptHeader');
    expect((await update({ allowNegativeStock: 'yes' })).json.message).toContain('allowNegativeStock');
    expect((await update({ requireShift: 'on' })).json.message).toContain('requireShift');
    expect((await update({ requireShift: true })).json.result).toMatchObject({ requireShift: true });
    expect((await update({ requireShift: false })).json.result).toMatchObject({ requireShift: false });
    expect((await update({ tenantId: 1 })).json.code).toBe(400);
    // the main location is a store, a warehouse or the root organisation of the tenant
    const finance = await update({ mainLocationId: STAFF_ORG.finance });
    expect(finance.json.code).toBe(400);
    expect(finance.json.message).toContain(String(STAFF_ORG.finance));
    expect((await update({ mainLocationId: 123 })).json.code).toBe(400);
    expect((await update({ mainLocationId: STAFF_ORG.warehouse })).json.result).toMatchObject({
      mainLocationId: STAFF_ORG.warehouse,
    });
    expect((await update({ mainLocationId: null })).json.result).toMatchObject({ mainLocationId: null });
    const row = await t.ctx.db
      .selectFrom('retailSetting')
      .selectAll()
      .where('tenantId', '=', DEFAULT_TENANT)
      .executeTakeFirstOrThrow();
    expect(row.updateUserName).toBe('系统管理员');
  });

  it('lets the store manager change settings, not the cashier; another tenant keeps its own', async () => {
    const manager = await signInAs(t, 'manager');
    const cashier = await signInAs(t, 'cashier');
    expect((await update({ receiptFooter: 'By the manager' }, manager)).json.code).toBe(200);
    expect((await update({ receiptFooter: 'By the cashier' }, cashier)).json.code).toBe(403);
    expect((await detail(cashier)).json.code).toBe(403);

    const otherAdmin = (await signInNewTenantAdmin(t, `Settings Shop ${kind}`, `setadmin${kind}`)).admin;
    const theirs = await detail(otherAdmin);
    expect(theirs.json.code, theirs.json.message ?? '').toBe(200);
    expect(theirs.json.result).toEqual({
      allowNegativeStock: false,
      receiptHeader: null,
      receiptFooter: null,
      requireShift: false,
      mainLocationId: null,
      discountLimits: [],
    });
  });

  it('grants the settings screen once to installations seeded before it existed', async () => {
    const ids = RETAIL_SETTING_MENU_IDS;
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'retail-setting-menu:v1').execute();
    await t.ctx.db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    await t.ctx.db
      .deleteFrom('sysRoleMenu')
      .where('roleId', '=', STAFF_ROLE.storeManager)
      .where('menuId', 'in', ids)
      .execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedRetailSettingMenu(t.ctx.db, ctx);
    await seedRetailSettingMenu(t.ctx.db, ctx);
    const tenantRows = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    expect(tenantRows.map((r) => Number(r.menuId)).sort()).toEqual([...ids].sort());
    const managerRows = await t.ctx.db
      .selectFrom('sysRoleMenu')
      .select('menuId')
      .where('roleId', '=', STAFF_ROLE.storeManager)
      .where('menuId', 'in', ids)
      .execute();
    expect(managerRows).toHaveLength(3);
  });
});

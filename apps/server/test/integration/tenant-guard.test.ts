import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/database.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { TenantGuardError } from '../../src/platform/db/tenant-guard.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The suite's wiring: the app's own queries run under the guard, the tests' own queries do not. */
describe('the tenant guard in the integration test app', () => {
  let t: TestApp;
  let appDb: Db;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { extraRoutes: (_app, ctx) => (appDb = ctx.db) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const everyUser = (db: Db) => db.selectFrom('sysUser').select('id').execute();

  it("refuses the app's query that does not constrain the tenant, and runs it constrained", async () => {
    await expect(everyUser(appDb)).rejects.toBeInstanceOf(TenantGuardError);
    const own = await appDb
      .selectFrom('sysUser')
      .select('id')
      .where('tenantId', '=', DEFAULT_TENANT)
      .execute();
    expect(own.length).toBeGreaterThan(0);
  });

  it("lets the tests read any tenant, while a transaction begun on ctx.db runs the app's way", async () => {
    expect((await everyUser(t.ctx.db)).length).toBeGreaterThan(0);
    await expect(inTransaction(t.ctx.db, everyUser)).rejects.toBeInstanceOf(TenantGuardError);
  });
});

import { DataScope } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertRole, ROOT_ORG } from '../support/fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

let serial = 0;
const uniq = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

describe.each(databaseKinds())('the difference log names linked records (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD)).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (url: string, body: unknown) => {
    const res = await call(t.app, 'POST', url, { body, headers: admin });
    expect(res.json.code, `${url}: ${res.json.message}`).toBe(200);
    return res.json.result;
  };
  /** before/after of the difference-log rows of one record, oldest first. */
  const diffs = async (table: string, rowId: number) => {
    await t.audit.flush();
    const rows = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['beforeData', 'afterData'])
      .where('tableName', '=', table)
      .where('rowId', '=', rowId)
      .orderBy('id')
      .execute();
    const parse = (v: string | null) => (v ? (JSON.parse(v) as Record<string, unknown>) : null);
    return rows.map((r) => ({ before: parse(r.beforeData), after: parse(r.afterData) }));
  };

  it('records a user’s roles by name when it is added, edited and granted roles', async () => {
    const clerk = await insertRole(t, { code: uniq('Clerk') });
    const keeper = await insertRole(t, { code: uniq('Keeper') });
    const names = async (id: number) =>
      (await t.ctx.db.selectFrom('sysRole').select('name').where('id', '=', id).executeTakeFirstOrThrow())
        .name;
    const [clerkName, keeperName] = [await names(clerk), await names(keeper)];
    const { id } = (await post('/api/sysUser/add', {
      account: uniq('diffuser'),
      realName: 'Diff',
      orgId: ROOT_ORG,
      roleIdList: [clerk],
    })) as { id: number };
    await post('/api/sysUser/update', { id, roleIdList: [clerk, keeper] });
    await post('/api/sysUser/grantRole', { userId: id, roleIdList: [keeper] });
    const log = await diffs('sys_user', id);
    expect(log.map((d) => [d.before?.roles ?? null, d.after?.roles ?? null])).toEqual([
      [null, [clerkName]],
      [[clerkName], [clerkName, keeperName]],
      [[clerkName, keeperName], [keeperName]],
    ]);
    expect(JSON.stringify(log)).not.toContain('roleIds');
    expect(log[0]?.after).toMatchObject({ org: expect.stringMatching(/\S/) });
    expect(log[0]?.after).not.toHaveProperty('orgId');
  });

  it('records a role’s custom data-scope orgs by name', async () => {
    const role = await insertRole(t, { code: uniq('Scoped') });
    await post('/api/sysRole/grantDataScope', {
      id: role,
      dataScope: DataScope.Define,
      orgIdList: [ROOT_ORG],
    });
    const root = await t.ctx.db
      .selectFrom('sysOrg')
      .select('name')
      .where('id', '=', ROOT_ORG)
      .executeTakeFirstOrThrow();
    const log = await diffs('sys_role', role);
    expect(log.at(-1)?.after).toMatchObject({ orgs: [root.name] });
    expect(JSON.stringify(log)).not.toContain('orgIdList');
  });
});

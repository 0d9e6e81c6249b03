import { Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesIn, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertRole, insertUser } from '../support/fixtures.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

const freshIp = addressesIn(31);

const USER_BUTTONS = [
  'sysUser:page',
  'sysUser:detail',
  'sysUser:add',
  'sysUser:update',
  'sysUser:setStatus',
  'sysUser:grantRole',
  'sysUser:resetPwd',
  'sysUser:unlockLogin',
  'sysUser:delete',
];

/**
 * Audit point 10: delegated user management cannot escalate. A normal user acts only on users whose every role
 * it holds itself, and grants only roles it holds; the administrators keep their powers.
 */
describe.each(databaseKinds())('delegated user management on %s', (kind) => {
  let t: TestApp;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}d${Math.floor(Math.random() * 1e4)}`;
  let helpdeskRole: number;
  let managerRole: number;

  const signedIn = (account: string, password = FIXTURE_PASSWORD, lang = 'en') =>
    signInAs(t, account, { password, from: freshIp(), headers: { 'accept-language': lang } });
  const userRow = (id: number) =>
    t.ctx.db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rolesOf = async (userId: number) =>
    (await t.ctx.db.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute()).map(
      (r) => r.roleId,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    helpdeskRole = await insertRole(t, { code: uniq('helpdesk'), permissions: USER_BUTTONS });
    managerRole = await insertRole(t, {
      code: uniq('storeManager'),
      permissions: ['goods:page', 'goods:update', 'sysUser:page'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** a user holding just the user buttons, and a store manager (manager role) it must not reach */
  async function cast() {
    const helpdeskAccount = uniq('desk');
    await insertUser(t, { account: helpdeskAccount, roleIds: [helpdeskRole] });
    const managerAccount = uniq('manager');
    const managerId = await insertUser(t, { account: managerAccount, roleIds: [managerRole] });
    return {
      helpdesk: await signedIn(helpdeskAccount),
      managerAccount,
      managerId,
      managerSession: await signedIn(managerAccount),
    };
  }

  it('refuses password reset, disable, delete, role changes, edits and unlock of a user with a role it lacks', async () => {
    const { helpdesk, managerAccount, managerId, managerSession } = await cast();
    const before = await userRow(managerId);
    const attempts: Array<[string, unknown]> = [
      ['/api/sysUser/resetPwd', { id: managerId }],
      ['/api/sysUser/setStatus', { id: managerId, status: Status.Disable }],
      ['/api/sysUser/delete', { id: managerId }],
      ['/api/sysUser/grantRole', { userId: managerId, roleIdList: [] }],
      ['/api/sysUser/grantRole', { userId: managerId, roleIdList: [helpdeskRole] }],
      ['/api/sysUser/update', { id: managerId, phone: '13912340001' }],
      ['/api/sysUser/update', { id: managerId, roleIdList: [] }],
      ['/api/sysUser/unlockLogin', { id: managerId }],
    ];
    for (const [url, body] of attempts) {
      const res = await helpdesk.post(url, body);
      expect(res.json.code, url).toBe(403);
      expect(res.json.extras, url).toMatchObject({ reason: 'user.targetRoleNotHeld' });
      expect(res.json.message, url).toContain(`"${await roleName(managerRole)}"`);
    }
    expect(await userRow(managerId)).toEqual(before);
    expect(await rolesOf(managerId)).toEqual([managerRole]);
    // the manager is still signed in with its own password
    expect((await managerSession.get('/api/sysAuth/userInfo')).json.code).toBe(200);
    await signedIn(managerAccount);
  });

  it('says so in each language', async () => {
    const { managerId } = await cast();
    const account = uniq('desklang');
    await insertUser(t, { account, roleIds: [helpdeskRole] });
    const name = await roleName(managerRole);
    const expected: Record<string, string> = {
      'zh-cn': `只能管理您自己拥有其全部角色的用户，该用户拥有角色“${name}”`,
      en: `You can only manage users whose every role you hold yourself; this user has the role "${name}"`,
      'zh-tw': `只能管理您自己擁有其全部角色的使用者，該使用者擁有角色「${name}」`,
    };
    for (const lang of ['zh-cn', 'en', 'zh-tw']) {
      const desk = await signedIn(account, FIXTURE_PASSWORD, lang);
      const res = await desk.post('/api/sysUser/resetPwd', { id: managerId });
      expect(res.json.message).toBe(expected[lang]);
    }
  });

  it('manages a user whose every role it holds, and grants only roles it holds', async () => {
    const { helpdesk } = await cast();
    const clerkAccount = uniq('clerk');
    const clerkId = await insertUser(t, { account: clerkAccount, roleIds: [helpdeskRole] });
    const noRoles = await insertUser(t, { account: uniq('plain') });

    const grantForeign = await helpdesk.post('/api/sysUser/grantRole', {
      userId: noRoles,
      roleIdList: [managerRole],
    });
    expect(grantForeign.json).toMatchObject({ code: 400, extras: { reason: 'user.roleNotHeld' } });
    expect(grantForeign.json.message).toContain('roleIdList');
    expect(await rolesOf(noRoles)).toEqual([]);
    const addForeign = await helpdesk.post('/api/sysUser/add', {
      account: uniq('newbie'),
      realName: 'N',
      roleIdList: [managerRole],
    });
    expect(addForeign.json.extras).toMatchObject({ reason: 'user.roleNotHeld' });

    expect(
      (await helpdesk.post('/api/sysUser/grantRole', { userId: noRoles, roleIdList: [helpdeskRole] })).json
        .code,
    ).toBe(200);
    expect(await rolesOf(noRoles)).toEqual([helpdeskRole]);
    const reset = await helpdesk.post('/api/sysUser/resetPwd', { id: clerkId });
    expect(reset.json.code).toBe(200);
    await signedIn(clerkAccount, reset.json.result as string);
    expect(
      (await helpdesk.post('/api/sysUser/setStatus', { id: clerkId, status: Status.Disable })).json.code,
    ).toBe(200);
    expect((await helpdesk.post('/api/sysUser/delete', { id: clerkId })).json.code).toBe(200);
  });

  it('lets a user holding the target’s roles, and the tenant admin, manage the manager', async () => {
    const { managerId } = await cast();
    const seniorAccount = uniq('senior');
    await insertUser(t, { account: seniorAccount, roleIds: [helpdeskRole, managerRole] });
    const senior = await signedIn(seniorAccount);
    expect((await senior.post('/api/sysUser/update', { id: managerId, realName: 'Renamed' })).json.code).toBe(
      200,
    );
    expect((await senior.post('/api/sysUser/resetPwd', { id: managerId })).json.code).toBe(200);

    const admin = await signedIn('admin', TEST_ADMIN_PASSWORD);
    expect(
      (await admin.post('/api/sysUser/grantRole', { userId: managerId, roleIdList: [] })).json.code,
    ).toBe(200);
    expect((await admin.post('/api/sysUser/resetPwd', { id: managerId })).json.code).toBe(200);
    expect((await admin.post('/api/sysUser/delete', { id: managerId })).json.code).toBe(200);
  });

  async function roleName(id: number): Promise<string> {
    return (
      await t.ctx.db.selectFrom('sysRole').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    ).name;
  }
});

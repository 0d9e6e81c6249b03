import type { PageResult } from '@retail/contracts';
import { DataScope, Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '@retail/contracts';
import { addressesIn, type Api, attemptSignIn, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, FIXTURE_PASSWORD, insertRole, insertUser, ROOT_ORG } from '../support/fixtures.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface UserItem {
  id: number;
  account: string;
  orgName: string | null;
  posName: string | null;
  roleNames: string;
  [key: string]: unknown;
}

/** A fresh client address per sign-in, so the per-IP sign-in limit never interferes. */
const freshIp = addressesIn(20);

describe.each(databaseKinds())('sysUser on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let seq = 0;
  /** Unique account names per test (accounts are unique across tenants). */
  const uniq = (prefix: string) => `${prefix}${++seq}x${Math.floor(Math.random() * 1e4)}`;

  const login = (account: string, password: string) => attemptSignIn(t, account, password, freshIp());
  const signedIn = (account: string, password = FIXTURE_PASSWORD) =>
    signInAs(t, account, { password, from: freshIp(), headers: IN_ENGLISH });

  async function insertOrg(pid: number, name: string, tenantId = DEFAULT_TENANT): Promise<number> {
    const id = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysOrg')
      .values({
        id,
        tenantId,
        pid,
        name,
        level: 1,
        orderNo: 100,
        status: 1,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    return id;
  }

  async function insertPos(name: string, tenantId = DEFAULT_TENANT): Promise<number> {
    const id = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysPos')
      .values({ id, tenantId, name, orderNo: 100, status: 1, createTime: Date.now(), isDelete: 0 })
      .execute();
    return id;
  }

  /** Another tenant with a root org, a role and a normal user. */
  async function otherTenant() {
    const tenantId = t.ctx.ids.next();
    const orgId = await insertOrg(0, 'Other HQ', tenantId);
    const userId = await insertUser(t, { account: uniq('other'), tenantId, orgId });
    await t.ctx.db
      .insertInto('sysTenant')
      .values({
        id: tenantId,
        name: 'Other',
        orgId,
        userId,
        orderNo: 100,
        status: 1,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    const roleId = await insertRole(t, { code: uniq('otherRole'), tenantId });
    return { tenantId, orgId, userId, roleId };
  }

  const userRow = (id: number) =>
    t.ctx.db.selectFrom('sysUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signedIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a user with a one-time random password, then pages and details it without the password', async () => {
    const orgId = await insertOrg(ROOT_ORG, 'Store A');
    const extOrgId = await insertOrg(ROOT_ORG, 'Store B');
    const posId = await insertPos('Clerk');
    const roleId = await insertRole(t, { code: uniq('cashier'), permissions: ['sysPos:list'] });
    const account = uniq('alice');
    const res = await admin.post('/api/sysUser/add', {
      account,
      realName: 'Alice',
      phone: '13800138001',
      email: 'alice@example.com',
      birthday: '1990-02-28',
      sex: 2,
      orgId,
      posId,
      roleIdList: [roleId],
      extOrgIdList: [{ orgId: extOrgId, posId, jobNum: 'J1' }],
    });
    expect(res.json.code).toBe(200);
    const { id, password } = res.json.result as { id: number; password: string };
    expect(password).toMatch(STRONG_PASSWORD);
    expect(password).toMatch(/^[A-Za-z]/);
    expect(password).toHaveLength(12);
    const stored = await userRow(id);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored.accountType).toBe(777);
    expect(stored.tenantId).toBe(DEFAULT_TENANT);
    expect((await login(account, password)).json.code).toBe(200);

    const page = await admin.post('/api/sysUser/page', { account, pageSize: 10 });
    expect(page.json.code).toBe(200);
    const items = (page.json.result as PageResult<UserItem>).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id, orgName: 'Store A', posName: 'Clerk', phone: '13800138001' });
    expect(items[0]?.roleNames).toContain('cashier');
    expect(items[0]).not.toHaveProperty('password');
    expect(page.text).not.toContain('$argon2');

    const detail = await admin.get(`/api/sysUser/detail?Id=${id}`);
    expect(detail.json.code).toBe(200);
    expect(detail.json.result).toMatchObject({
      id,
      account,
      birthday: '1990-02-28',
      roleIds: [roleId],
      extOrgs: [{ orgId: extOrgId, orgName: 'Store B', posId, posName: 'Clerk', jobNum: 'J1' }],
    });
    expect(detail.text).not.toContain('$argon2');
    expect((await admin.get(`/api/sysUser/ownRoleList/${id}`)).json.result).toEqual([roleId]);
    expect((await admin.get(`/api/sysUser/ownExtOrgList/${id}`)).json.result).toMatchObject([
      { orgId: extOrgId },
    ]);
  });

  it('validates add input and never takes a password, account type or unknown field from the body', async () => {
    const bad = await admin.post('/api/sysUser/add', { account: '1bad', realName: 'X' });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('account');
    const noName = await admin.post('/api/sysUser/add', { account: uniq('noname') });
    expect(noName.json.message).toContain('realName');
    const admin888 = await admin.post('/api/sysUser/add', {
      account: uniq('boss'),
      realName: 'B',
      accountType: 888,
    });
    expect(admin888.json.code).toBe(400);
    expect(admin888.json.message).toContain('accountType');
    const withPwd = await admin.post('/api/sysUser/add', {
      account: uniq('pwd'),
      realName: 'P',
      password: 'Abc@12345',
    });
    expect(withPwd.json.code).toBe(400);
    const badDate = await admin.post('/api/sysUser/add', {
      account: uniq('date'),
      realName: 'D',
      birthday: '2001-02-30',
    });
    expect(badDate.json.message).toContain('birthday');
    const badPhone = await admin.post('/api/sysUser/add', {
      account: uniq('ph'),
      realName: 'D',
      phone: '12345',
    });
    expect(badPhone.json.message).toContain('phone');
  });

  it('keeps accounts unique across all tenants, ignoring case', async () => {
    const other = await otherTenant();
    const otherAccount = (await userRow(other.userId)).account;
    const before = await t.ctx.db.selectFrom('sysUser').select('id').execute();
    const dup = await admin.post('/api/sysUser/add', { account: otherAccount, realName: 'Dup' });
    expect(dup.json.code).toBe(409);
    expect(dup.json.message).toContain('account');
    const upper = await admin.post('/api/sysUser/add', { account: 'ADMIN', realName: 'Dup' });
    expect(upper.json.code).toBe(409);
    // nothing was written by the refused calls
    expect((await t.ctx.db.selectFrom('sysUser').select('id').execute()).length).toBe(before.length);
  });

  it('refuses roles, orgs and positions of another tenant', async () => {
    const other = await otherTenant();
    const role = await admin.post('/api/sysUser/add', {
      account: uniq('r'),
      realName: 'R',
      roleIdList: [other.roleId],
    });
    expect(role.json.code).toBe(400);
    expect(role.json.message).toContain('roleIdList');
    const org = await admin.post('/api/sysUser/add', {
      account: uniq('o'),
      realName: 'O',
      orgId: other.orgId,
    });
    expect(org.json.code).toBe(400);
    expect(org.json.message).toContain('orgId');
    const otherPos = await insertPos('Other pos', other.tenantId);
    const pos = await admin.post('/api/sysUser/add', { account: uniq('p'), realName: 'P', posId: otherPos });
    expect(pos.json.code).toBe(400);
    expect(pos.json.message).toContain('posId');
  });

  it("answers 404 for another tenant's user and changes nothing", async () => {
    const other = await otherTenant();
    const before = await userRow(other.userId);
    expect((await admin.get(`/api/sysUser/detail?id=${other.userId}`)).json.code).toBe(404);
    expect((await admin.get(`/api/sysUser/ownRoleList/${other.userId}`)).json.code).toBe(404);
    expect((await admin.get(`/api/sysUser/ownExtOrgList/${other.userId}`)).json.code).toBe(404);
    expect(
      (await admin.post('/api/sysUser/update', { id: other.userId, realName: 'Hacked' })).json.code,
    ).toBe(404);
    expect((await admin.post('/api/sysUser/delete', { id: other.userId })).json.code).toBe(404);
    expect((await admin.post('/api/sysUser/setStatus', { id: other.userId, status: 2 })).json.code).toBe(404);
    expect((await admin.post('/api/sysUser/resetPwd', { id: other.userId })).json.code).toBe(404);
    expect(
      (await admin.post('/api/sysUser/grantRole', { userId: other.userId, roleIdList: [] })).json.code,
    ).toBe(404);
    expect((await admin.post('/api/sysUser/unlockLogin', { id: other.userId })).json.code).toBe(404);
    expect(await userRow(other.userId)).toEqual(before);
    const page = await admin.post('/api/sysUser/page', { pageSize: 100 });
    const ids = (page.json.result as PageResult<UserItem>).items.map((u) => u.id);
    expect(ids).not.toContain(other.userId);
  });

  it('never lists or manages the super admin', async () => {
    const page = await admin.post('/api/sysUser/page', { pageSize: 100 });
    const accounts = (page.json.result as PageResult<UserItem>).items.map((u) => u.account);
    expect(accounts).toContain('admin');
    expect(accounts).not.toContain('superadmin');
    const superId = (
      await t.ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'superadmin')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await admin.post('/api/sysUser/delete', { id: superId })).json.code).toBe(404);
    expect((await admin.post('/api/sysUser/resetPwd', { id: superId })).json.code).toBe(404);
  });

  it('limits a Dept-scope user to its own org (and itself), for reads and changes', async () => {
    const orgA = await insertOrg(ROOT_ORG, 'Dept A');
    const orgA1 = await insertOrg(orgA, 'Dept A1');
    const orgB = await insertOrg(ROOT_ORG, 'Dept B');
    const roleId = await insertRole(t, {
      code: uniq('deptMgr'),
      dataScope: DataScope.Dept,
      permissions: ['sysUser:page', 'sysUser:detail', 'sysUser:update', 'sysUser:add'],
    });
    const mgrAccount = uniq('mgr');
    const mgrId = await insertUser(t, { account: mgrAccount, orgId: orgA, roleIds: [roleId] });
    const inA = await insertUser(t, { account: uniq('ina'), orgId: orgA });
    const inA1 = await insertUser(t, { account: uniq('ina1'), orgId: orgA1 });
    const inB = await insertUser(t, { account: uniq('inb'), orgId: orgB });
    const mgr = await signedIn(mgrAccount);

    const ids = (await mgr.ok.page<UserItem>('/api/sysUser/page', { pageSize: 100 })).items
      .map((u) => u.id)
      .sort();
    expect(ids).toEqual([mgrId, inA].sort());

    // the tenant admin filtering by org A sees A and its descendants
    const byOrg = await admin.post('/api/sysUser/page', { orgId: orgA, pageSize: 100 });
    expect((byOrg.json.result as PageResult<UserItem>).items.map((u) => u.id).sort()).toEqual(
      [mgrId, inA, inA1].sort(),
    );

    expect((await mgr.get(`/api/sysUser/detail?id=${inA}`)).json.code).toBe(200);
    expect((await mgr.get(`/api/sysUser/detail?id=${inB}`)).json.code).toBe(404);
    const before = await userRow(inB);
    expect((await mgr.post('/api/sysUser/update', { id: inB, realName: 'Moved' })).json.code).toBe(404);
    expect(await userRow(inB)).toEqual(before);
    // cannot move a user of its org out of its scope, nor create one there
    const move = await mgr.post('/api/sysUser/update', { id: inA, orgId: orgB });
    expect(move.json.code).toBe(400);
    expect(move.json.message).toContain('orgId');
    expect((await userRow(inA)).orgId).toBe(orgA);
    const create = await mgr.post('/api/sysUser/add', {
      account: uniq('outside'),
      realName: 'O',
      orgId: orgB,
    });
    expect(create.json.code).toBe(400);
    await mgr.ok.post('/api/sysUser/update', { id: inA, realName: 'Renamed' });
    expect((await userRow(inA)).realName).toBe('Renamed');
  });

  it('lets a normal user grant only roles it holds, and never manage an administrator account', async () => {
    const held = await insertRole(t, {
      code: uniq('held'),
      permissions: ['sysUser:page', 'sysUser:add', 'sysUser:grantRole', 'sysUser:resetPwd', 'sysUser:update'],
    });
    const notHeld = await insertRole(t, { code: uniq('notHeld'), permissions: ['sysConfig:page'] });
    const account = uniq('lead');
    await insertUser(t, { account, roleIds: [held] });
    const lead = await signedIn(account);
    const member = await insertUser(t, { account: uniq('member') });
    const refused = await lead.post('/api/sysUser/grantRole', { userId: member, roleIdList: [notHeld] });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('roleIdList');
    expect((await admin.get(`/api/sysUser/ownRoleList/${member}`)).json.result).toEqual([]);
    expect(
      (await lead.post('/api/sysUser/grantRole', { userId: member, roleIdList: [held] })).json.code,
    ).toBe(200);
    const adminId = (
      await t.ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const reset = await lead.post('/api/sysUser/resetPwd', { id: adminId });
    expect(reset.json.code).toBe(403);
    const phone = await lead.post('/api/sysUser/update', { id: adminId, phone: '13900000001' });
    expect(phone.json.code).toBe(403);
    expect((await userRow(adminId)).phone).toBeNull();
  });

  it('refuses the call for a user lacking the permission code', async () => {
    const account = uniq('nobody');
    await insertUser(t, { account });
    const nobody = await signedIn(account);
    expect((await nobody.post('/api/sysUser/page', {})).json.code).toBe(403);
    expect((await nobody.post('/api/sysUser/add', { account: uniq('z'), realName: 'Z' })).json.code).toBe(
      403,
    );
    // its own profile needs no code
    expect((await nobody.get('/api/sysUser/baseInfo')).json.code).toBe(200);
  });

  it('disabling a user ends its sessions at once; enabling lets it sign in again', async () => {
    const account = uniq('bob');
    const id = await insertUser(t, { account });
    const bob = await signedIn(account);
    expect((await bob.get('/api/sysAuth/userInfo')).json.code).toBe(200);
    expect((await admin.post('/api/sysUser/setStatus', { id, status: Status.Disable })).json.code).toBe(200);
    const after = await bob.get('/api/sysAuth/userInfo');
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(401);
    expect((await login(account, FIXTURE_PASSWORD)).json.extras).toMatchObject({
      reason: 'auth.accountDisabled',
    });
    expect((await admin.post('/api/sysUser/setStatus', { id, status: Status.Enable })).json.code).toBe(200);
    expect((await login(account, FIXTURE_PASSWORD)).json.code).toBe(200);
    expect((await admin.post('/api/sysUser/setStatus', { id, status: 3 })).json.code).toBe(400);
  });

  it('refuses to change its own status or an administrator status', async () => {
    const adminId = (
      await t.ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const self = await admin.post('/api/sysUser/setStatus', { id: adminId, status: 2 });
    expect(self.json.code).toBe(400);
    expect(self.json.extras).toMatchObject({ reason: 'user.cannotChangeOwnStatus' });
    const other888 = await insertUser(t, { account: uniq('boss'), accountType: 888 });
    const boss = await admin.post('/api/sysUser/setStatus', { id: other888, status: 2 });
    expect(boss.json.extras).toMatchObject({ reason: 'user.cannotChangeAdminStatus' });
    expect((await userRow(other888)).status).toBe(1);
  });

  it("grantRole changes the user's buttons on its very next request", async () => {
    const r1 = await insertRole(t, { code: uniq('r1'), permissions: ['sysPos:list'] });
    const r2 = await insertRole(t, { code: uniq('r2'), permissions: ['sysUser:page'] });
    const account = uniq('carol');
    const id = await insertUser(t, { account, roleIds: [r1] });
    const carol = await signedIn(account);
    const buttons = async () =>
      ((await carol.get('/api/sysAuth/userInfo')).json.result as { buttons: string[] }).buttons;
    expect(await buttons()).toContain('sysPos:list');
    expect(await buttons()).not.toContain('sysUser:page');
    expect((await admin.post('/api/sysUser/grantRole', { userId: id, roleIdList: [r2] })).json.code).toBe(
      200,
    );
    const now = await buttons();
    expect(now).toContain('sysUser:page');
    expect(now).not.toContain('sysPos:list');
    expect((await carol.post('/api/sysUser/page', {})).json.code).toBe(200);
    expect((await admin.get(`/api/sysUser/ownRoleList/${id}`)).json.result).toEqual([r2]);
  });

  it('resetPwd returns a new password that signs in, and ends the old sessions', async () => {
    const account = uniq('dave');
    const id = await insertUser(t, { account });
    const old = await signedIn(account);
    const res = await admin.post('/api/sysUser/resetPwd', { id });
    expect(res.json.code).toBe(200);
    const password = res.json.result as string;
    expect(password).toMatch(STRONG_PASSWORD);
    expect((await old.get('/api/sysAuth/userInfo')).status).toBe(401);
    expect((await login(account, FIXTURE_PASSWORD)).json.code).toBe(400);
    expect((await login(account, password)).json.code).toBe(200);
    const self = await admin.post('/api/sysUser/resetPwd', {
      id: (
        await t.ctx.db
          .selectFrom('sysUser')
          .select('id')
          .where('account', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).id,
    });
    expect(self.json.code).toBe(400);
  });

  it('unlockLogin lifts the lock after too many wrong passwords', async () => {
    const account = uniq('erin');
    const id = await insertUser(t, { account });
    for (let i = 0; i < 5; i++) await login(account, 'Wrong@123');
    expect((await login(account, FIXTURE_PASSWORD)).json.extras).toMatchObject({ reason: 'auth.locked' });
    expect((await admin.post('/api/sysUser/unlockLogin', { id })).json.code).toBe(200);
    expect((await login(account, FIXTURE_PASSWORD)).json.code).toBe(200);
  });

  it('changePwd checks the old password and the strong rule, and ends only the other sessions', async () => {
    const account = uniq('frank');
    await insertUser(t, { account });
    const here = await signedIn(account);
    const elsewhere = await signedIn(account);
    const wrongOld = await here.post('/api/sysUser/changePwd', {
      passwordOld: 'Nope@1234',
      passwordNew: 'New@Pass1',
    });
    expect(wrongOld.json.code).toBe(400);
    expect(wrongOld.json.message).toContain('passwordOld');
    const weak = await here.post('/api/sysUser/changePwd', {
      passwordOld: FIXTURE_PASSWORD,
      passwordNew: 'abcdefgh',
    });
    expect(weak.json.code).toBe(400);
    expect(weak.json.message).toContain('passwordNew');
    const same = await here.post('/api/sysUser/changePwd', {
      passwordOld: FIXTURE_PASSWORD,
      passwordNew: FIXTURE_PASSWORD,
    });
    expect(same.json.code).toBe(400);
    expect(same.json.message).toContain('passwordNew');
    // refused attempts changed nothing
    expect((await elsewhere.get('/api/sysAuth/userInfo')).json.code).toBe(200);

    await here.ok.post('/api/sysUser/changePwd', { passwordOld: FIXTURE_PASSWORD, passwordNew: 'New@Pass1' });
    expect((await here.get('/api/sysAuth/userInfo')).json.code).toBe(200);
    expect((await elsewhere.get('/api/sysAuth/userInfo')).status).toBe(401);
    expect((await login(account, FIXTURE_PASSWORD)).json.code).toBe(400);
    expect((await login(account, 'New@Pass1')).json.code).toBe(200);
  });

  it('baseInfo reads and updates only the caller’s own row', async () => {
    const account = uniq('gina');
    const id = await insertUser(t, { account });
    const victim = await insertUser(t, { account: uniq('victim') });
    const gina = await signedIn(account);
    const withId = await gina.post('/api/sysUser/baseInfo', { id: victim, realName: 'Hacked' });
    expect(withId.json.code).toBe(400);
    await gina.ok.post('/api/sysUser/baseInfo', {
      realName: 'Gina G',
      nickName: 'gg',
      signature: 'https://x/sig.png',
      birthday: '1999-12-31',
    });
    expect((await userRow(victim)).realName).not.toBe('Hacked');
    const me = await gina.get('/api/sysUser/baseInfo');
    expect(me.json.result).toMatchObject({
      id,
      account,
      realName: 'Gina G',
      nickName: 'gg',
      birthday: '1999-12-31',
    });
    expect(me.text).not.toContain('$argon2');
    // the new name is what the next request sees
    expect((await gina.get('/api/sysAuth/userInfo')).json.result).toMatchObject({ realName: 'Gina G' });
    const accountChange = await gina.post('/api/sysUser/baseInfo', { account: 'renamed1' });
    expect(accountChange.json.code).toBe(400);
  });

  it('deletes softly: frees the account, drops links, ends sessions; never self or the tenant admin', async () => {
    const roleId = await insertRole(t, { code: uniq('del') });
    const account = uniq('hank');
    const id = await insertUser(t, { account, roleIds: [roleId] });
    const hank = await signedIn(account);
    const adminId = (
      await t.ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await admin.post('/api/sysUser/delete', { id: adminId })).json.extras).toMatchObject({
      reason: 'user.cannotDeleteSelf',
    });
    const other888 = await insertUser(t, { account: uniq('boss'), accountType: 888 });
    expect((await admin.post('/api/sysUser/delete', { id: other888 })).json.extras).toMatchObject({
      reason: 'user.cannotDeleteAdmin',
    });

    expect((await admin.post('/api/sysUser/delete', { id })).json.code).toBe(200);
    const row = await userRow(id);
    expect(row.isDelete).toBe(1);
    expect(row.account.length).toBeLessThanOrEqual(32);
    expect(row.account.endsWith(`~del~${id}`)).toBe(true);
    expect(await t.ctx.db.selectFrom('sysUserRole').select('id').where('userId', '=', id).execute()).toEqual(
      [],
    );
    expect((await hank.get('/api/sysAuth/userInfo')).status).toBe(401);
    expect((await admin.get(`/api/sysUser/detail?id=${id}`)).json.code).toBe(404);
    expect((await admin.post('/api/sysUser/delete', { id })).json.code).toBe(404);
    // the account name can be used again
    await admin.ok.post('/api/sysUser/add', { account, realName: 'Hank 2' });
  });

  it('writes difference-log and operation-log rows without passwords', async () => {
    const created = await admin.post('/api/sysUser/add', { account: uniq('ivy'), realName: 'Ivy' });
    const { id, password } = created.json.result as { id: number; password: string };
    expect(
      (await admin.post('/api/sysUser/update', { id, realName: 'Ivy Two', remark: 'moved' })).json.code,
    ).toBe(200);
    const reset = await admin.post('/api/sysUser/resetPwd', { id });
    const resetPassword = reset.json.result as string;
    const ivy = await signedIn((await userRow(id)).account, resetPassword);
    await ivy.post('/api/sysUser/changePwd', { passwordOld: resetPassword, passwordNew: 'Ivy@Pass99' });
    await t.audit.flush();

    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .selectAll()
      .where('tableName', '=', 'sys_user')
      .where('rowId', '=', id)
      .execute();
    const update = diffs.find((d) => d.diffType === 'update');
    expect(update).toBeDefined();
    expect(JSON.parse(update?.beforeData ?? '{}')).toEqual({ realName: 'Ivy', remark: null });
    expect(JSON.parse(update?.afterData ?? '{}')).toEqual({ realName: 'Ivy Two', remark: 'moved' });
    expect(diffs.some((d) => d.diffType === 'insert')).toBe(true);
    for (const d of diffs) {
      expect(`${d.beforeData}${d.afterData}`).not.toContain('$argon2');
      expect(`${d.beforeData}${d.afterData}`).not.toContain(password);
    }

    const ops = await t.ctx.db
      .selectFrom('sysLogOp')
      .select(['requestUrl', 'requestParam', 'status'])
      .where('requestUrl', 'like', '/api/sysUser/%')
      .execute();
    const urls = new Set(ops.map((o) => o.requestUrl));
    for (const url of [
      '/api/sysUser/add',
      '/api/sysUser/update',
      '/api/sysUser/resetPwd',
      '/api/sysUser/changePwd',
    ]) {
      expect(urls).toContain(url);
    }
    expect(urls).not.toContain('/api/sysUser/page');
    const all = ops.map((o) => o.requestParam ?? '').join('\n');
    for (const secret of [password, resetPassword, 'Ivy@Pass99', FIXTURE_PASSWORD])
      expect(all).not.toContain(secret);
    const change = ops.find((o) => o.requestUrl === '/api/sysUser/changePwd' && o.status === 'success');
    expect(JSON.parse(change?.requestParam ?? '{}')).toEqual({ passwordOld: '***', passwordNew: '***' });
  });
});

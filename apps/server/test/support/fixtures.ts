import { AccountType, Status } from '@retail/contracts';
import { hashPassword } from '../../src/platform/security/password.ts';
import { type SignedIn, signIn } from './auth.ts';
import { type Api, apiAs } from './client.ts';
import type { TestApp } from './test-app.ts';

export const DEFAULT_TENANT = 1300000000001;
export const ROOT_ORG = 1300000000101;
export const FIXTURE_PASSWORD = 'Fixture@123';

let passwordHash: Promise<string> | undefined;

/** Inserts a user directly (fixtures for tests of other modules); returns its id. */
export async function insertUser(
  t: TestApp,
  user: {
    account: string;
    tenantId?: number;
    orgId?: number;
    accountType?: number;
    roleIds?: number[];
    status?: number;
    phone?: string;
  },
): Promise<number> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const id = t.ctx.ids.next();
  await t.ctx.db
    .insertInto('sysUser')
    .values({
      id,
      tenantId: user.tenantId ?? DEFAULT_TENANT,
      account: user.account,
      password: await passwordHash,
      realName: user.account,
      accountType: user.accountType ?? AccountType.NormalUser,
      orgId: user.orgId ?? ROOT_ORG,
      posId: 0,
      sex: 1,
      orderNo: 100,
      status: user.status ?? Status.Enable,
      phone: user.phone ?? null,
      createTime: Date.now(),
      isDelete: 0,
    })
    .execute();
  for (const roleId of user.roleIds ?? []) {
    await t.ctx.db.insertInto('sysUserRole').values({ id: t.ctx.ids.next(), userId: id, roleId }).execute();
  }
  return id;
}

/** A user inserted by `signInNewUser`: its id, its session (tokens) and its API. */
export interface NewUser {
  id: number;
  session: SignedIn;
  api: Api;
}

/** Inserts a user (as `insertUser`) and signs it in through the real endpoint. */
export async function signInNewUser(
  t: TestApp,
  user: Parameters<typeof insertUser>[1],
  headers: Record<string, string> = {},
): Promise<NewUser> {
  const id = await insertUser(t, user);
  const session = await signIn(t.app, user.account, FIXTURE_PASSWORD);
  return { id, session, api: apiAs(t, session, headers) };
}

/** Inserts a role with menu grants (by permission code: the button and its screen and directory). */
export async function insertRole(
  t: TestApp,
  role: { code: string; tenantId?: number; dataScope?: number; status?: number; permissions?: string[] },
): Promise<number> {
  const id = t.ctx.ids.next();
  await t.ctx.db
    .insertInto('sysRole')
    .values({
      id,
      tenantId: role.tenantId ?? DEFAULT_TENANT,
      name: role.code,
      code: role.code,
      orderNo: 100,
      dataScope: role.dataScope ?? 1,
      status: role.status ?? Status.Enable,
      createTime: Date.now(),
      isDelete: 0,
    })
    .execute();
  if (role.permissions?.length) {
    const buttons = await t.ctx.db
      .selectFrom('sysMenu')
      .select(['id', 'pid'])
      .where('permission', 'in', role.permissions)
      .execute();
    const menuIds = new Set<number>();
    for (const b of buttons) {
      menuIds.add(b.id);
      menuIds.add(b.pid);
    }
    for (const menuId of menuIds) {
      await t.ctx.db.insertInto('sysRoleMenu').values({ id: t.ctx.ids.next(), roleId: id, menuId }).execute();
    }
  }
  return id;
}

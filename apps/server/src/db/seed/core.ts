import { AccountType } from '@retail/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { IdGenerator } from '../../platform/db/ids.ts';
import { hashPassword } from '../../platform/security/password.ts';
import type { SysConfigTable, SysOrgTable, SysTenantTable, SysUserTable } from '../schema.ts';
import { insertMissing } from './insert-missing.ts';

export const DEFAULT_TENANT_ID = 1300000000001;
export const ROOT_ORG_ID = 1300000000101;
export const SUPER_ADMIN_ID = 1300000000101;
export const ADMIN_ID = 1300000000111;

export interface SeedContext {
  adminPassword: string;
  now: number;
  ids: IdGenerator;
}

function configRows(now: number): Insertable<SysConfigTable>[] {
  const rows: Array<[string, string, string, string]> = [
    ['sys_demo', '演示环境', 'False', 'Demo mode: writes are refused'],
    ['sys_token_expire', 'Token过期时间', '120', 'Access token lifetime in minutes'],
    ['sys_refresh_token_expire', 'RefreshToken过期时间', '10080', 'Refresh token lifetime in minutes'],
    ['sys_oplog', '操作日志', 'True', 'Write an operation log row for every write'],
    ['sys_single_login', '单设备登录', 'False', 'A new sign-in ends the older sessions of the account'],
    ['sys_second_ver', '登录二次验证', 'False', 'Slider check before sign-in'],
    ['sys_captcha', '开启图形验证码', 'True', 'Image captcha at sign-in'],
    ['sys_watermark', '开启水印', 'False', 'Show the user name as a watermark'],
    ['sys_log_retention_vis', '访问日志保留天数', '30', 'Days the log retention job keeps visit log rows'],
    ['sys_log_retention_op', '操作日志保留天数', '30', 'Days the log retention job keeps operation log rows'],
    ['sys_log_retention_ex', '异常日志保留天数', '30', 'Days the log retention job keeps exception log rows'],
    [
      'sys_log_retention_diff',
      '差异日志保留天数',
      '30',
      'Days the log retention job keeps difference log rows',
    ],
  ];
  return rows.map(([code, name, value, remark], i) => ({
    id: 1300000000101 + i,
    code,
    name,
    value,
    remark,
    sysFlag: 1,
    groupCode: 'Default',
    orderNo: 100 + i * 10,
    createTime: now,
    isDelete: 0,
  }));
}

/** The default tenant, its root organisation, the super admin and the tenant admin, and the system configs. */
export async function seedCore(db: Db, ctx: SeedContext): Promise<void> {
  const { now } = ctx;
  const tenant: Insertable<SysTenantTable> = {
    id: DEFAULT_TENANT_ID,
    name: '默认租户',
    orgId: ROOT_ORG_ID,
    userId: ADMIN_ID,
    orderNo: 100,
    status: 1,
    remark: 'Default tenant',
    createTime: now,
    isDelete: 0,
  };
  const org: Insertable<SysOrgTable> = {
    id: ROOT_ORG_ID,
    tenantId: DEFAULT_TENANT_ID,
    pid: 0,
    name: '零售总部',
    code: '1001',
    level: 1,
    type: '101',
    orderNo: 100,
    status: 1,
    createTime: now,
    isDelete: 0,
  };
  const existingUsers = await db
    .selectFrom('sysUser')
    .select('id')
    .where('id', 'in', [SUPER_ADMIN_ID, ADMIN_ID])
    .execute();
  const passwordHash = existingUsers.length === 2 ? '' : await hashPassword(ctx.adminPassword);
  const users: Insertable<SysUserTable>[] = [
    {
      id: SUPER_ADMIN_ID,
      tenantId: DEFAULT_TENANT_ID,
      account: 'superadmin',
      password: passwordHash,
      realName: '超级管理员',
      nickName: '超级管理员',
      accountType: AccountType.SuperAdmin,
      orgId: 0,
      posId: 0,
      sex: 1,
      orderNo: 100,
      status: 1,
      remark: 'Platform administrator',
      createTime: now,
      isDelete: 0,
    },
    {
      id: ADMIN_ID,
      tenantId: DEFAULT_TENANT_ID,
      account: 'admin',
      password: passwordHash,
      realName: '系统管理员',
      nickName: '系统管理员',
      accountType: AccountType.SysAdmin,
      orgId: ROOT_ORG_ID,
      posId: 0,
      sex: 1,
      orderNo: 100,
      status: 1,
      remark: 'Administrator of the default tenant',
      createTime: now,
      isDelete: 0,
    },
  ];
  await db.transaction().execute(async (trx) => {
    await insertMissing(trx, 'sysTenant', [tenant]);
    await insertMissing(trx, 'sysOrg', [org]);
    await insertMissing(trx, 'sysUser', users);
    await insertMissing(trx, 'sysConfig', configRows(now));
  });
}

/**
 * Kysely's view of the tables (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Times are epoch milliseconds (UTC) in BIGINT columns; money is integer minor units.
 * The migrations in ./migrations are the source of truth for the physical schema.
 */

/** Columns every audited table carries. */
export interface AuditColumns {
  createTime: number;
  updateTime: number | null;
  createUserId: number | null;
  createUserName: string | null;
  updateUserId: number | null;
  updateUserName: string | null;
  isDelete: number;
}

export interface SysTenantTable extends AuditColumns {
  id: number;
  name: string;
  orgId: number;
  userId: number;
  host: string | null;
  phone: string | null;
  email: string | null;
  orderNo: number;
  remark: string | null;
  status: number;
}

export interface SysOrgTable extends AuditColumns {
  id: number;
  tenantId: number;
  pid: number;
  name: string;
  code: string | null;
  level: number;
  type: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface SysUserTable extends AuditColumns {
  id: number;
  tenantId: number;
  account: string;
  password: string;
  realName: string;
  nickName: string | null;
  avatar: string | null;
  sex: number;
  birthday: string | null;
  phone: string | null;
  idCardNum: string | null;
  email: string | null;
  address: string | null;
  introduction: string | null;
  signature: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  accountType: number;
  orgId: number;
  posId: number;
  jobNum: string | null;
  lastLoginIp: string | null;
  lastLoginTime: number | null;
  lastLoginDevice: string | null;
}

export interface SysConfigTable extends AuditColumns {
  id: number;
  name: string;
  code: string;
  value: string | null;
  sysFlag: number;
  groupCode: string | null;
  orderNo: number;
  remark: string | null;
}

export interface Database {
  sysTenant: SysTenantTable;
  sysOrg: SysOrgTable;
  sysUser: SysUserTable;
  sysConfig: SysConfigTable;
}

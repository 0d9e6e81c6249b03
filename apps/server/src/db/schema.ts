/**
 * Kysely's view of the tables (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Times are epoch milliseconds (UTC) in BIGINT columns; money is integer minor units.
 * The migrations in ./migrations are the source of truth for the physical schema.
 */

import type { RetailDatabase } from './schema-retail.ts';
import type { RetailDocumentsDatabase } from './schema-retail-docs.ts';
import type { SaleParkDatabase } from './schema-sale-park.ts';
import type { StockTransferDatabase } from './schema-stock-transfer.ts';
import type { RetailShiftDatabase } from './schema-retail-shift.ts';
import type { RetailStocktakeDatabase } from './schema-retail-stocktake.ts';
import type { BackupDatabase, JobsDatabase } from './schema-jobs.ts';
import type { PurchaseDatabase } from './schema-purchase.ts';
import type { CodeGenDatabase } from './schema-code-gen.ts';
import type { PrintDatabase } from './schema-print.ts';
import type { PlatformDatabase } from './schema-platform.ts';
import type { WorkflowDatabase } from './schema-workflow.ts';
import type { FormDatabase } from './schema-form.ts';
import type { ApprovalDatabase } from './schema-approval.ts';
// codegen:table-imports

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
  /** the organisation's director, a user of the tenant (migration 0026): approvals' `orgLeader` */
  directorId: number | null;
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
  /** the user's manager, another user of the tenant (migration 0026): approvals' `starterManager` */
  managerUserId: number | null;
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

export interface SysPosTable extends AuditColumns {
  id: number;
  tenantId: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface SysRoleTable extends AuditColumns {
  id: number;
  tenantId: number;
  name: string;
  code: string;
  orderNo: number;
  dataScope: number;
  status: number;
  remark: string | null;
}

export interface SysMenuTable extends AuditColumns {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  title: string;
  icon: string | null;
  isIframe: number;
  outLink: string | null;
  isHide: number;
  isKeepAlive: number;
  isAffix: number;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface SysUserRoleTable {
  id: number;
  userId: number;
  roleId: number;
}

export interface SysRoleMenuTable {
  id: number;
  roleId: number;
  menuId: number;
}

export interface SysRoleOrgTable {
  id: number;
  roleId: number;
  orgId: number;
}

export interface SysTenantMenuTable {
  id: number;
  tenantId: number;
  menuId: number;
}

export interface SysUserExtOrgTable {
  id: number;
  userId: number;
  orgId: number;
  posId: number;
  jobNum: string | null;
  posLevel: string | null;
  joinDate: string | null;
}

export interface SysDictTypeTable extends AuditColumns {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface SysDictDataTable extends AuditColumns {
  id: number;
  dictTypeId: number;
  value: string;
  code: string;
  label: string | null;
  tagType: string | null;
  styleSetting: string | null;
  classSetting: string | null;
  extData: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface SysSessionTable {
  id: number;
  tenantId: number;
  userId: number;
  refreshJti: string;
  previousJti: string | null;
  rotatedTime: number | null;
  loginMode: string;
  ip: string | null;
  userAgent: string | null;
  createTime: number;
  lastSeenTime: number | null;
  expireTime: number;
  revokedTime: number | null;
  revokeReason: string | null;
}

interface LogColumns {
  id: number;
  tenantId: number | null;
  userId: number | null;
  account: string | null;
  realName: string | null;
  remoteIp: string | null;
  browser: string | null;
  os: string | null;
  elapsed: number | null;
  status: string;
  message: string | null;
  createTime: number;
}

export interface SysLogVisTable extends LogColumns {
  action: string;
}

export interface SysLogOpTable extends LogColumns {
  httpMethod: string;
  requestUrl: string;
  permission: string | null;
  requestParam: string | null;
  resultCode: number | null;
  traceId: string | null;
}

export interface SysLogExTable extends LogColumns {
  httpMethod: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  exception: string | null;
  traceId: string | null;
}

export interface SysLogDiffTable {
  id: number;
  tenantId: number | null;
  userId: number | null;
  account: string | null;
  tableName: string;
  rowId: number;
  diffType: string;
  beforeData: string | null;
  afterData: string | null;
  traceId: string | null;
  createTime: number;
}

export interface SysFileTable extends AuditColumns {
  id: number;
  tenantId: number;
  provider: string;
  bucketName: string;
  fileName: string;
  suffix: string;
  filePath: string;
  contentType: string;
  sizeBytes: number;
  fileHash: string;
  /** file | avatar | signature */
  category: string;
}

export interface SysNoticeTable extends AuditColumns {
  id: number;
  tenantId: number;
  title: string;
  content: string;
  type: number;
  status: number;
  publicUserId: number | null;
  publicUserName: string | null;
  publicOrgId: number | null;
  publicOrgName: string | null;
  publicTime: number | null;
  cancelTime: number | null;
}

export interface SysNoticeUserTable {
  id: number;
  tenantId: number;
  noticeId: number;
  userId: number;
  readStatus: number;
  readTime: number | null;
}

export interface SysRegionTable extends AuditColumns {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  orderNo: number;
  remark: string | null;
}

export interface SysSeedTable {
  name: string;
  appliedTime: number;
}

export interface Database
  extends
    RetailDatabase,
    RetailDocumentsDatabase,
    RetailShiftDatabase,
    RetailStocktakeDatabase,
    SaleParkDatabase,
    StockTransferDatabase,
    JobsDatabase,
    BackupDatabase,
    PurchaseDatabase,
    CodeGenDatabase,
    PrintDatabase,
    PlatformDatabase,
    WorkflowDatabase,
    FormDatabase,
    ApprovalDatabase {
  sysSeed: SysSeedTable;
  sysTenant: SysTenantTable;
  sysOrg: SysOrgTable;
  sysUser: SysUserTable;
  sysConfig: SysConfigTable;
  sysPos: SysPosTable;
  sysRole: SysRoleTable;
  sysMenu: SysMenuTable;
  sysUserRole: SysUserRoleTable;
  sysRoleMenu: SysRoleMenuTable;
  sysRoleOrg: SysRoleOrgTable;
  sysTenantMenu: SysTenantMenuTable;
  sysUserExtOrg: SysUserExtOrgTable;
  sysDictType: SysDictTypeTable;
  sysDictData: SysDictDataTable;
  sysSession: SysSessionTable;
  sysLogVis: SysLogVisTable;
  sysLogOp: SysLogOpTable;
  sysLogEx: SysLogExTable;
  sysLogDiff: SysLogDiffTable;
  sysFile: SysFileTable;
  sysNotice: SysNoticeTable;
  sysNoticeUser: SysNoticeUserTable;
  sysRegion: SysRegionTable;
  // tables of generated modules (`npm run gen`)
  // codegen:tables
}

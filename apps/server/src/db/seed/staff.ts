import { AccountType, DataScope, MenuType, Status } from '@retail/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/security/password.ts';
import type { SysOrgTable, SysPosTable, SysRoleTable, SysUserRoleTable, SysUserTable } from '../schema.ts';
import { ADMIN_ID, DEFAULT_TENANT_ID, ROOT_ORG_ID, type SeedContext } from './core.ts';
import { insertMissing } from './insert-missing.ts';
import type { MenuSeed } from './menus/define.ts';
import { menuTrees } from './menus/index.ts';
import { once } from './once.ts';

/** Fixed ids of the default tenant's seeded organisation, positions, roles and staff. */
export const STAFF_ORG = {
  storeA: 1300000000102,
  storeB: 1300000000103,
  warehouse: 1300000000104,
  finance: 1300000000105,
} as const;
export const STAFF_POS = {
  storeManager: 1300000000101,
  cashier: 1300000000102,
  stockKeeper: 1300000000103,
  accountant: 1300000000104,
} as const;
export const STAFF_ROLE = {
  sysAdmin: 1300000000101,
  storeManager: 1300000000102,
  cashier: 1300000000103,
  stockKeeper: 1300000000104,
} as const;
export const STAFF_USER = { manager: 1300000000112, cashier: 1300000000113, keeper: 1300000000114 } as const;

/**
 * What a role is granted, by the seeded tree: `whole` names directories or screens granted with everything below
 * them; `codes` are button codes, granted with their screen. Directories above are added in both cases.
 */
export interface RoleGrant {
  whole?: string[];
  codes?: string[];
}

/** Every staff role gets the home screen, its notices and the personal centre. */
const EVERYONE = ['dashboard', 'sysUserCenter'];

/** The cashier's phone: home, scan-and-sell and the order list (not the reports). */
export const CASHIER_MOBILE = ['mobileHome', 'mobileBarscan', 'mobileOrderList'];

export const ROLE_GRANTS: Record<'storeManager' | 'cashier' | 'stockKeeper', RoleGrant> = {
  storeManager: {
    whole: [...EVERYONE, 'sale', 'goods', 'stock', 'purchase', 'vip', 'report', 'mobile'],
    codes: ['sysUser:page', 'sysUser:detail', 'sysRole:page'],
  },
  // The till with its shifts (its own: data scope self), the member desk (find, sign up, top up) and the phone's
  // selling screens; reports are the manager's.
  cashier: {
    whole: [...EVERYONE, 'saleOrderDetail', ...CASHIER_MOBILE],
    codes: [
      'saleOrder:page',
      'saleOrder:detail',
      'saleOrder:add',
      'saleOrder:print',
      'shift:page',
      'shift:open',
      'shift:close',
      'shift:cash',
      'shift:detail',
      'shift:print',
      'vip:page',
      'vip:detail',
      'vip:add',
      'vip:topUp',
      'goods:page',
      'goodsBarcode:page',
    ],
  },
  stockKeeper: {
    whole: [...EVERYONE, 'goodsList', 'goodsBarcode', 'stock', 'purchase', 'reportValuation'],
    codes: ['goodsCategory:list', 'goodsSupplier:page'],
  },
};

/** Menu ids of a grant in the given trees; unknown names or codes are a programming error. */
export function grantedMenuIds(trees: MenuSeed[], grant: RoleGrant): number[] {
  const parent = new Map<number, number>();
  const byName = new Map<string, MenuSeed>();
  const byCode = new Map<string, MenuSeed>();
  const index = (node: MenuSeed, pid: number) => {
    parent.set(node.id, pid);
    if (node.type !== MenuType.Button && node.name) byName.set(node.name, node);
    if (node.type === MenuType.Button && node.permission) byCode.set(node.permission, node);
    for (const child of node.children) index(child, node.id);
  };
  for (const tree of trees) index(tree, 0);

  const ids = new Set<number>();
  const withAncestors = (id: number) => {
    for (let at = id; at !== 0 && !ids.has(at); at = parent.get(at) ?? 0) ids.add(at);
  };
  const subtree = (node: MenuSeed) => {
    withAncestors(node.id);
    for (const child of node.children) subtree(child);
  };
  for (const name of grant.whole ?? []) {
    const node = byName.get(name);
    if (!node) throw new Error(`seed role grant: no menu named ${name}`);
    subtree(node);
  }
  for (const code of grant.codes ?? []) {
    const node = byCode.get(code);
    if (!node) throw new Error(`seed role grant: no button ${code}`);
    withAncestors(node.id);
  }
  return [...ids].sort((a, b) => a - b);
}

function orgRows(now: number): Insertable<SysOrgTable>[] {
  const rows: Array<[number, string, string, string]> = [
    [STAFF_ORG.storeA, '门店A', '100101', '201'],
    [STAFF_ORG.storeB, '门店B', '100102', '201'],
    [STAFF_ORG.warehouse, '中心仓库', '100103', '301'],
    [STAFF_ORG.finance, '财务部', '100104', '401'],
  ];
  return rows.map(([id, name, code, type], i) => ({
    id,
    tenantId: DEFAULT_TENANT_ID,
    pid: ROOT_ORG_ID,
    name,
    code,
    level: 2,
    type,
    orderNo: 100 + i * 10,
    status: Status.Enable,
    createTime: now,
    isDelete: 0,
  }));
}

function posRows(now: number): Insertable<SysPosTable>[] {
  const rows: Array<[number, string, string]> = [
    [STAFF_POS.storeManager, '店长', 'store_manager'],
    [STAFF_POS.cashier, '收银员', 'cashier'],
    [STAFF_POS.stockKeeper, '仓管员', 'stock_keeper'],
    [STAFF_POS.accountant, '会计', 'accountant'],
  ];
  return rows.map(([id, name, code], i) => ({
    id,
    tenantId: DEFAULT_TENANT_ID,
    name,
    code,
    orderNo: 100 + i * 10,
    status: Status.Enable,
    createTime: now,
    isDelete: 0,
  }));
}

function roleRows(now: number): Insertable<SysRoleTable>[] {
  const rows: Array<[number, string, string, DataScope, string]> = [
    [STAFF_ROLE.sysAdmin, '系统管理员', 'sys_admin', DataScope.All, 'Every menu of the tenant'],
    [STAFF_ROLE.storeManager, '店长', 'store_manager', DataScope.DeptChild, 'Runs a store'],
    [STAFF_ROLE.cashier, '收银员', 'cashier', DataScope.Self, 'Sells at the counter'],
    [STAFF_ROLE.stockKeeper, '仓管员', 'stock_keeper', DataScope.Dept, 'Keeps goods and stock'],
  ];
  return rows.map(([id, name, code, dataScope, remark], i) => ({
    id,
    tenantId: DEFAULT_TENANT_ID,
    name,
    code,
    dataScope,
    orderNo: 100 + i * 10,
    status: Status.Enable,
    remark,
    createTime: now,
    isDelete: 0,
  }));
}

function userRows(now: number, password: string): Insertable<SysUserTable>[] {
  const rows: Array<[number, string, string, number, number]> = [
    [STAFF_USER.manager, 'manager', '店长', STAFF_ORG.storeA, STAFF_POS.storeManager],
    [STAFF_USER.cashier, 'cashier', '收银员', STAFF_ORG.storeA, STAFF_POS.cashier],
    [STAFF_USER.keeper, 'keeper', '仓管员', STAFF_ORG.warehouse, STAFF_POS.stockKeeper],
  ];
  return rows.map(([id, account, realName, orgId, posId], i) => ({
    id,
    tenantId: DEFAULT_TENANT_ID,
    account,
    password,
    realName,
    nickName: realName,
    accountType: AccountType.NormalUser,
    orgId,
    posId,
    sex: 1,
    orderNo: 110 + i * 10,
    status: Status.Enable,
    createTime: now,
    isDelete: 0,
  }));
}

const USER_ROLES: Array<[id: number, userId: number, roleId: number]> = [
  [1300000000101, ADMIN_ID, STAFF_ROLE.sysAdmin],
  [1300000000102, STAFF_USER.manager, STAFF_ROLE.storeManager],
  [1300000000103, STAFF_USER.cashier, STAFF_ROLE.cashier],
  [1300000000104, STAFF_USER.keeper, STAFF_ROLE.stockKeeper],
];

/**
 * The default tenant's stores, warehouse and finance department, its positions, its roles with their menu grants,
 * and three staff accounts (password SEED_ADMIN_PASSWORD). Applied once per database: users may later change or
 * remove any of it. Runs after seedMenus (grants are limited to what the tenant was granted). Rows whose id is
 * taken are left alone; accounts or role codes already in use are skipped with what hangs on them.
 */
export async function seedStaff(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'staff:v1', async (trx) => {
    const { now } = ctx;
    await insertMissing(trx, 'sysOrg', orgRows(now));
    await insertMissing(trx, 'sysPos', posRows(now));

    const usedCodes = await trx
      .selectFrom('sysRole')
      .select('code')
      .where('tenantId', '=', DEFAULT_TENANT_ID)
      .where(
        'code',
        'in',
        roleRows(now).map((r) => r.code),
      )
      .execute();
    const presentRoles = await trx
      .selectFrom('sysRole')
      .select('id')
      .where('id', 'in', Object.values(STAFF_ROLE))
      .execute();
    const presentRoleIds = new Set(presentRoles.map((r) => Number(r.id)));
    const newRoles = roleRows(now).filter(
      (r) => !presentRoleIds.has(r.id) && !usedCodes.some((u) => u.code === r.code),
    );
    await insertMissing(trx, 'sysRole', newRoles);

    const usedAccounts = await trx
      .selectFrom('sysUser')
      .select('account')
      .where('account', 'in', ['manager', 'cashier', 'keeper'])
      .execute();
    const presentUsers = await trx
      .selectFrom('sysUser')
      .select('id')
      .where('id', 'in', Object.values(STAFF_USER))
      .execute();
    const presentUserIds = new Set(presentUsers.map((u) => Number(u.id)));
    const newUsers = userRows(now, '').filter(
      (u) => !presentUserIds.has(u.id) && !usedAccounts.some((a) => a.account === u.account),
    );
    if (newUsers.length > 0) {
      const password = await hashPassword(ctx.adminPassword);
      await insertMissing(
        trx,
        'sysUser',
        newUsers.map((u) => ({ ...u, password })),
      );
    }

    // links only between rows this step created and the admin (seedCore has just made sure it exists)
    const newRoleIds = new Set(newRoles.map((r) => r.id));
    const linkableUsers = new Set<number>([ADMIN_ID, ...newUsers.map((u) => u.id)]);
    const userRoles: Insertable<SysUserRoleTable>[] = USER_ROLES.filter(
      ([, userId, roleId]) => linkableUsers.has(userId) && newRoleIds.has(roleId),
    ).map(([id, userId, roleId]) => ({ id, userId, roleId }));
    await insertMissing(trx, 'sysUserRole', userRoles);

    const tenantMenus = await trx
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT_ID)
      .execute();
    const tenantGrant = new Set(tenantMenus.map((m) => Number(m.menuId)));
    const grants: Array<[roleId: number, menuIds: number[]]> = [
      [STAFF_ROLE.sysAdmin, [...tenantGrant].sort((a, b) => a - b)],
      [STAFF_ROLE.storeManager, grantedMenuIds(menuTrees, ROLE_GRANTS.storeManager)],
      [STAFF_ROLE.cashier, grantedMenuIds(menuTrees, ROLE_GRANTS.cashier)],
      [STAFF_ROLE.stockKeeper, grantedMenuIds(menuTrees, ROLE_GRANTS.stockKeeper)],
    ];
    const roleMenus = grants
      .filter(([roleId]) => newRoleIds.has(roleId))
      .flatMap(([roleId, menuIds]) =>
        menuIds
          .filter((menuId) => tenantGrant.has(menuId))
          .map((menuId) => ({ id: ctx.ids.next(), roleId, menuId })),
      );
    // in slices: a role-menu grant is a few hundred rows and some drivers limit bound parameters
    for (let i = 0; i < roleMenus.length; i += 500) {
      await insertMissing(trx, 'sysRoleMenu', roleMenus.slice(i, i + 500));
    }
  });
}

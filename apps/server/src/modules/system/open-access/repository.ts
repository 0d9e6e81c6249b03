import { MenuType, Status } from '@retail/contracts';
import type { OpenAccessPageInput } from '@retail/contracts/api/system/open-access';
import type { SysOpenAccessTable } from '../../../db/schema-platform.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const columns = [
  'id',
  'tenantId',
  'accessKey',
  'secretEnc',
  'secretHint',
  'bindUserId',
  'scopes',
  'allowedIps',
  'status',
  'expireTime',
  'lastUsedTime',
  'lastUsedIp',
  'remark',
  'createTime',
  'createUserName',
  'updateTime',
  'updateUserName',
] as const;

export type OpenAccessRow = Pick<SysOpenAccessTable, (typeof columns)[number]>;
export type OpenAccessListRow = Omit<OpenAccessRow, 'secretEnc'> & {
  bindUserAccount: string | null;
  bindUserName: string | null;
};

/** What a signed call is checked against (cached by access key; see key-records.ts). */
export interface KeyRecord {
  id: number;
  tenantId: number;
  accessKey: string;
  secretEnc: string;
  bindUserId: number;
  scopes: string[];
  allowedIps: string[];
  status: number;
  expireTime: number | null;
}

/** How often a key's last use is written: at most once a minute, not on every call. */
const LAST_USED_STEP_MS = 60_000;

/** sys_open_access: the API keys of a tenant; every method but the signed call's lookup takes the tenant first. */
export class OpenAccessRepository extends TenantRepository<'sysOpenAccess', OpenAccessRow> {
  constructor(db: Db) {
    super(db, 'sysOpenAccess', columns);
  }

  page(
    tenantId: number,
    input: OpenAccessPageInput,
    maxPageSize: number,
  ): Promise<PageResult<OpenAccessListRow>> {
    let query = this.db
      .selectFrom('sysOpenAccess as oa')
      .leftJoin('sysUser as u', (j) => j.onRef('u.id', '=', 'oa.bindUserId').on('u.tenantId', '=', tenantId))
      .select([
        'oa.id',
        'oa.tenantId',
        'oa.accessKey',
        'oa.secretHint',
        'oa.bindUserId',
        'oa.scopes',
        'oa.allowedIps',
        'oa.status',
        'oa.expireTime',
        'oa.lastUsedTime',
        'oa.lastUsedIp',
        'oa.remark',
        'oa.createTime',
        'oa.createUserName',
        'oa.updateTime',
        'oa.updateUserName',
        'u.account as bindUserAccount',
        'u.realName as bindUserName',
      ])
      .where('oa.tenantId', '=', tenantId)
      .where('oa.isDelete', '=', 0);
    if (input.accessKey) query = query.where('oa.accessKey', '=', input.accessKey);
    if (input.bindUserId) query = query.where('oa.bindUserId', '=', input.bindUserId);
    if (input.status) query = query.where('oa.status', '=', input.status);
    return paginate(query, input, {
      sortable: {
        accessKey: 'oa.accessKey',
        expireTime: 'oa.expireTime',
        lastUsedTime: 'oa.lastUsedTime',
        createTime: 'oa.createTime',
      },
      defaultSort: [['oa.createTime', 'desc']],
      tiebreaker: 'oa.id',
      maxPageSize,
    });
  }

  /** The live key of any tenant a signed call names (the call names no tenant: the key decides it). */
  async byAccessKey(accessKey: string): Promise<KeyRecord | null> {
    const row = await acrossTenants(this.db, 'a signed call names only its key, which decides the tenant')
      .selectFrom('sysOpenAccess')
      .select([
        'id',
        'tenantId',
        'accessKey',
        'secretEnc',
        'bindUserId',
        'scopes',
        'allowedIps',
        'status',
        'expireTime',
      ])
      .where('accessKey', '=', accessKey)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    return {
      ...row,
      id: Number(row.id),
      tenantId: Number(row.tenantId),
      bindUserId: Number(row.bindUserId),
      expireTime: row.expireTime === null ? null : Number(row.expireTime),
      scopes: JSON.parse(row.scopes) as string[],
      allowedIps: JSON.parse(row.allowedIps) as string[],
    };
  }

  /** Notes a key's use, at most once a minute. */
  async touch(tenantId: number, id: number, now: number, ip: string): Promise<void> {
    await this.db
      .updateTable('sysOpenAccess')
      .set({ lastUsedTime: now, lastUsedIp: ip.slice(0, 64) })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('lastUsedTime', 'is', null), eb('lastUsedTime', '<', now - LAST_USED_STEP_MS)]),
      )
      .execute();
  }

  async tenantEnabled(tenantId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysTenant')
      .select('status')
      .where('id', '=', tenantId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row?.status === Status.Enable;
  }

  /** A live user of the tenant with what a key's binding checks. */
  userOf(tenantId: number, userId: number) {
    return this.db
      .selectFrom('sysUser')
      .select(['id', 'account', 'realName', 'accountType', 'status'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', userId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  /** The buttons holding these codes, with the title of the screen each belongs to (i18n keys). */
  buttonTitles(codes: readonly string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('sysMenu as b')
      .innerJoin('sysMenu as m', 'm.id', 'b.pid')
      .select(['b.permission', 'b.title', 'm.title as menuTitle'])
      .where('b.type', '=', MenuType.Button)
      .where('b.permission', 'in', [...codes])
      .where('b.isDelete', '=', 0)
      .orderBy('m.orderNo')
      .orderBy('b.orderNo')
      .execute();
  }
}

import type { WechatUserExportInput, WechatUserPageInput } from '@retail/contracts/api/system/wechat-user';
import type { DbType } from '../../config.ts';
import type { SysWechatUserTable } from '../../db/schema-platform.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { containsText } from '../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../platform/http/paging.ts';
import { type RowChanges, TenantRepository } from '../../platform/module-kit/tenant-repository.ts';

/** The columns a screen may see: never the sealed session key or tokens. */
const columns = [
  'id',
  'platformType',
  'appId',
  'openId',
  'unionId',
  'nickName',
  'avatar',
  'mobile',
  'sex',
  'language',
  'city',
  'province',
  'country',
  'vipId',
  'userId',
  'subscribe',
  'subscribeTime',
  'lastLoginTime',
  'remark',
  'createTime',
  'updateTime',
] as const;

export type WechatUserRow = Pick<SysWechatUserTable, (typeof columns)[number]>;
/** A row with its bound member's card number and name (null when unbound or the member is gone). */
export type WechatUserListRow = WechatUserRow & { vipCardNo: string | null; vipName: string | null };

/** What a sign-in writes: the WeChat side of the row (profile, sealed keys, last sign-in); undefined: kept. */
export interface SignInFields {
  platformType: number;
  lastLoginTime: number;
  unionId?: string | null;
  nickName?: string | null;
  avatar?: string | null;
  sex?: number | null;
  language?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  subscribe?: number | null;
  subscribeTime?: number | null;
  sessionKeyEnc?: string;
  accessTokenEnc?: string;
  refreshTokenEnc?: string | null;
}

/** The identity of a row: one per (tenant, app, openid), the unique index. */
export interface WechatIdentity {
  tenantId: number;
  appId: string;
  openId: string;
}

/** sys_wechat_user: members' WeChat identities of a tenant; every method takes the tenant first. */
export class WechatUserRepository extends TenantRepository<'sysWechatUser', WechatUserRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    // a deleted row gives up its openid, so the member's next sign-in makes a new row
    super(db, 'sysWechatUser', columns, { freedOnDelete: { column: 'openId', maxLength: 64 } });
  }

  private filtered(tenantId: number, f: Partial<WechatUserExportInput>) {
    let query = this.db
      .selectFrom('sysWechatUser as w')
      .leftJoin('retailVip as v', (join) =>
        join.onRef('v.id', '=', 'w.vipId').onRef('v.tenantId', '=', 'w.tenantId').on('v.isDelete', '=', 0),
      )
      .select(columns.map((c) => `w.${c}` as const))
      .select(['v.cardNo as vipCardNo', 'v.name as vipName'])
      .where('w.tenantId', '=', tenantId)
      .where('w.isDelete', '=', 0);
    if (f.nickName) query = query.where(containsText(this.dbType, 'w.nickName', f.nickName));
    if (f.phoneNumber) query = query.where(containsText(this.dbType, 'w.mobile', f.phoneNumber));
    if (f.platformType) query = query.where('w.platformType', '=', f.platformType);
    if (f.bound === true) query = query.where('w.vipId', 'is not', null);
    if (f.bound === false) query = query.where('w.vipId', 'is', null);
    return query;
  }

  page(
    tenantId: number,
    input: WechatUserPageInput,
    maxPageSize: number,
  ): Promise<PageResult<WechatUserListRow>> {
    return paginate(this.filtered(tenantId, input), input, {
      sortable: {
        nickName: 'w.nickName',
        platformType: 'w.platformType',
        lastLoginTime: 'w.lastLoginTime',
        createTime: 'w.createTime',
      },
      defaultSort: [['w.lastLoginTime', 'desc']],
      tiebreaker: 'w.id',
      maxPageSize,
    });
  }

  /** The filtered rows for the export, most recently signed in first. */
  list(tenantId: number, filter: WechatUserExportInput, limit: number): Promise<WechatUserListRow[]> {
    return this.filtered(tenantId, filter)
      .orderBy('w.lastLoginTime', 'desc')
      .orderBy('w.id', 'desc')
      .limit(limit)
      .execute();
  }

  async one(tenantId: number, id: number): Promise<WechatUserListRow | undefined> {
    return this.filtered(tenantId, {}).where('w.id', '=', id).executeTakeFirst();
  }

  /** The live row bound to a member in an app (at most one: the unique index on tenant, app and member). */
  boundTo(tenantId: number, appId: string, vipId: number): Promise<WechatUserRow | undefined> {
    return this.live(tenantId).where('appId', '=', appId).where('vipId', '=', vipId).executeTakeFirst();
  }

  /** A deleted row gives up its member too, so the member can be bound to another row of the app. */
  override softDelete(
    tenantId: number,
    current: WechatUserRow,
    changes: RowChanges<'sysWechatUser'>,
    db?: Db,
  ) {
    return super.softDelete(tenantId, current, { ...changes, vipId: null }, db);
  }

  private byIdentity(key: WechatIdentity) {
    return this.live(key.tenantId).where('appId', '=', key.appId).where('openId', '=', key.openId);
  }

  /**
   * Creates or updates the one row of (tenant, app, openid) with what a sign-in learnt, and answers it. Of
   * concurrent first sign-ins one insert wins the unique index; the others update the row it made.
   */
  async upsert(
    key: WechatIdentity,
    fields: SignInFields,
    fresh: { id: number; createTime: number },
  ): Promise<WechatUserRow> {
    const update = () =>
      this.db
        .updateTable('sysWechatUser')
        .set(fields)
        .where('tenantId', '=', key.tenantId)
        .where('appId', '=', key.appId)
        .where('openId', '=', key.openId)
        .where('isDelete', '=', 0)
        .execute();
    if (!(await this.byIdentity(key).executeTakeFirst())) {
      try {
        await this.db
          .insertInto('sysWechatUser')
          .values({ ...fields, ...key, ...fresh, isDelete: 0 })
          .execute();
        return this.byIdentity(key).executeTakeFirstOrThrow();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    await update();
    return this.byIdentity(key).executeTakeFirstOrThrow();
  }
}

import type {
  WechatBindVipInput,
  WechatUserExportInput,
  WechatUserOutput,
  WechatUserPageInput,
  WechatUserUpdateInput,
} from '@retail/contracts/api/system/wechat-user';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { IdGenerator } from '../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../platform/db/time.ts';
import type { Principal } from '../../platform/http/access.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { PageResult } from '../../platform/http/paging.ts';
import type { AuditLog } from '../../platform/logging/audit-log.ts';
import type { Actor } from '../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../platform/module-kit/audited-writes.ts';
import type { VipService } from '../../modules/retail/vip/service.ts';
import type { WechatUserListRow, WechatUserRepository, WechatUserRow } from './repository.ts';

export interface WechatUserServiceDeps {
  repo: WechatUserRepository;
  vips: VipService;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/**
 * The WeChat users of the caller's tenant as the back office manages them: list, detail, a remark, the link to a
 * member (one WeChat identity per member per app), delete. Profile fields are WeChat's and not editable here.
 */
export class WechatUserService {
  private readonly writes: AuditedWrites<'sysWechatUser', WechatUserRow>;

  constructor(private readonly deps: WechatUserServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_wechat_user',
      audit: deps.audit,
      ids: deps.ids,
    });
  }

  private toOutput(row: WechatUserListRow): WechatUserOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      platformType: row.platformType,
      appId: row.appId,
      openId: row.openId,
      unionId: row.unionId,
      nickName: row.nickName,
      avatar: row.avatar,
      mobile: row.mobile,
      sex: row.sex,
      language: row.language,
      city: row.city,
      province: row.province,
      country: row.country,
      vipId: row.vipId,
      vipCardNo: row.vipCardNo,
      vipName: row.vipName,
      subscribe: row.subscribe === null ? null : row.subscribe === 1,
      subscribeTime: formatNullableTime(row.subscribeTime, tz),
      lastLoginTime: formatNullableTime(row.lastLoginTime, tz),
      remark: row.remark,
      createTime: formatTime(row.createTime, tz),
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  async page(caller: Principal, input: WechatUserPageInput): Promise<PageResult<WechatUserOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async list(caller: Principal, filter: WechatUserExportInput, limit: number): Promise<WechatUserOutput[]> {
    return (await this.deps.repo.list(caller.tenantId, filter, limit)).map((r) => this.toOutput(r));
  }

  async detail(caller: Principal, id: number): Promise<WechatUserOutput> {
    const row = await this.deps.repo.one(caller.tenantId, id);
    if (!row) throw notFound();
    return this.toOutput(row);
  }

  async update(actor: Actor, input: WechatUserUpdateInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    await this.writes.update(actor, current, { remark: input.remark });
  }

  /** Links the row to a member of the same tenant; a member has at most one WeChat identity per app. */
  async bindVip(actor: Actor, input: WechatBindVipInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    const vip = await this.deps.vips.detail(actor, input.vipId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 404) {
        throw new AppError(400, 'wechat.vipNotFound', { vipId: input.vipId });
      }
      throw error;
    });
    if (current.vipId === vip.id) return;
    const taken = () => new AppError(409, 'wechat.vipTaken', { vip: `${vip.cardNo} ${vip.name}` });
    const holder = await this.deps.repo.boundTo(actor.tenantId, current.appId, vip.id);
    if (holder) throw taken();
    try {
      await this.writes.update(actor, current, { vipId: vip.id });
    } catch (error) {
      // a concurrent bind of the same member won the unique index
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  async unbind(actor: Actor, id: number): Promise<void> {
    const current = await this.writes.found(actor, id);
    if (current.vipId === null) return;
    await this.writes.update(actor, current, { vipId: null });
  }

  /** The member's next sign-in makes a new, unbound row. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.writes.delete(actor, await this.writes.found(actor, id));
  }
}

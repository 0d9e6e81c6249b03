import { AccountType, HubEvent, NoticeStatus } from '@retail/contracts';
import { auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import { sanitizeRichText } from '../../../platform/security/html.ts';
import type { NoticeRepository, NoticeRow, ReceivedRow } from './repository.ts';
import {
  type NoticeAddInput,
  type NoticeOutput,
  type NoticePageInput,
  type NoticeUpdateInput,
  type ReceivedOutput,
  type ReceivedQuery,
} from '@retail/contracts/api/system/notice';

const TABLE = 'sys_notice';
/** The tenant's administrators: its admin accounts, and the super admin in the tenant it belongs to. */
const ADMIN_ACCOUNT_TYPES = [AccountType.SysAdmin, AccountType.SuperAdmin];

/** Who a published notice reaches. */
export type Audience = 'everyone' | 'admins';
const UNREAD_LIMIT = 50;

const snapshot = (row: NoticeRow) => ({
  title: row.title,
  content: row.content,
  type: row.type,
  status: row.status,
});

export interface NoticeServiceDeps {
  repo: NoticeRepository;
  hub: RealtimeHub;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** Notices of a tenant: sanitised rich text, publish to every user (pushed live), withdraw, read receipts. */
export class NoticeService {
  private readonly writes: AuditedWrites<'sysNotice', NoticeRow>;

  constructor(private readonly deps: NoticeServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, { table: TABLE, audit: deps.audit, ids: deps.ids, snapshot });
  }

  private toOutput(row: NoticeRow): NoticeOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      status: row.status,
      publicUserId: row.publicUserId,
      publicUserName: row.publicUserName,
      publicOrgId: row.publicOrgId,
      publicOrgName: row.publicOrgName,
      publicTime: formatNullableTime(row.publicTime, tz),
      cancelTime: formatNullableTime(row.cancelTime, tz),
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  private toReceived(row: ReceivedRow): ReceivedOutput {
    return {
      id: row.receiptId,
      noticeId: row.id,
      userId: row.userId,
      readStatus: row.readStatus,
      readTime: formatNullableTime(row.readTime, this.deps.timeZone),
      sysNotice: this.toOutput(row),
    };
  }

  private clean(content: string): string {
    const html = sanitizeRichText(content);
    if (html === '') throw new AppError(400, 'notice.contentEmpty');
    return html;
  }

  async page(actor: Actor, input: NoticePageInput): Promise<PageResult<NoticeOutput>> {
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(actor.tenantId, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async add(actor: Actor, input: NoticeAddInput): Promise<number> {
    return this.writes.add(actor, {
      title: input.title,
      content: this.clean(input.content),
      type: input.type,
      status: NoticeStatus.Draft,
    });
  }

  /** Drafts and withdrawn notices only; fields left out stay as they are. */
  async update(actor: Actor, input: NoticeUpdateInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    if (current.status === NoticeStatus.Public) throw new AppError(400, 'notice.editPublished');
    await this.writes.update(actor, current, {
      title: input.title,
      content: input.content === undefined ? undefined : this.clean(input.content),
      type: input.type,
    });
  }

  /** Soft delete; the read receipts go with it. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.writes.delete(actor, await this.writes.found(actor, id));
  }

  /**
   * Publishes to every enabled user of the tenant (or only to its administrators) and pushes PublicNotice to their
   * browsers.
   */
  async publish(actor: Actor, id: number, audience: Audience = 'everyone'): Promise<void> {
    const before = await this.writes.found(actor, id);
    if (before.status === NoticeStatus.Public) throw new AppError(400, 'notice.alreadyPublished');
    const now = Date.now();
    const recipients = await this.deps.repo.publish(
      actor.tenantId,
      id,
      {
        status: NoticeStatus.Public,
        publicTime: now,
        cancelTime: null,
        publicUserId: actor.userId,
        publicUserName: actor.realName,
        publicOrgId: actor.orgId,
        publicOrgName: await this.deps.repo.orgName(actor.tenantId, actor.orgId),
        ...auditUpdate(actor, now),
      },
      () => this.deps.ids.next(),
      audience === 'admins' ? ADMIN_ACCOUNT_TYPES : undefined,
    );
    const after = await this.writes.found(actor, id);
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'update',
      before: { status: before.status },
      after: { status: after.status },
    });
    this.deps.hub.toUsers(recipients, HubEvent.PublicNotice, this.toOutput(after));
  }

  /** A notice written and published at once to the tenant's administrators (a scheduled check's finding). */
  async publishToAdmins(actor: Actor, input: NoticeAddInput): Promise<number> {
    const id = await this.add(actor, input);
    await this.publish(actor, id, 'admins');
    return id;
  }

  /** Withdraws a published notice: it leaves every board and unread list. */
  async cancel(actor: Actor, id: number): Promise<void> {
    const before = await this.writes.found(actor, id);
    if (before.status !== NoticeStatus.Public) throw new AppError(400, 'notice.notPublished');
    const now = Date.now();
    await this.deps.repo.update(actor.tenantId, id, {
      status: NoticeStatus.Cancel,
      cancelTime: now,
      ...auditUpdate(actor, now),
    });
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'update',
      before: { status: before.status },
      after: { status: NoticeStatus.Cancel },
    });
  }

  async setRead(actor: Actor, noticeId: number): Promise<void> {
    if (!(await this.deps.repo.markRead(actor.tenantId, actor.userId, noticeId, Date.now())))
      throw notFound();
  }

  async unreadList(actor: Actor): Promise<NoticeOutput[]> {
    const rows = await this.deps.repo.unread(actor.tenantId, actor.userId, UNREAD_LIMIT);
    return rows.map((r) => this.toOutput(r));
  }

  async pageReceived(actor: Actor, query: ReceivedQuery): Promise<PageResult<ReceivedOutput>> {
    const page = await this.deps.repo.pageReceived(
      actor.tenantId,
      actor.userId,
      query,
      this.deps.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.toReceived(r)) };
  }
}

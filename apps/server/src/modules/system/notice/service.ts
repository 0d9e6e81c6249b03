import { HubEvent, NoticeStatus } from '@retail/contracts';
import type { FastifyRequest } from 'fastify';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { type Principal, principalOf } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
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
} from './schemas.ts';

const TABLE = 'sys_notice';
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
  constructor(private readonly deps: NoticeServiceDeps) {}

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

  private async current(caller: Principal, id: number): Promise<NoticeRow> {
    const row = await this.deps.repo.findById(caller.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async page(caller: Principal, input: NoticePageInput): Promise<PageResult<NoticeOutput>> {
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  async add(request: FastifyRequest, input: NoticeAddInput): Promise<number> {
    const caller = principalOf(request);
    const id = this.deps.ids.next();
    await this.deps.repo.insert({
      id,
      tenantId: caller.tenantId,
      title: input.title,
      content: this.clean(input.content),
      type: input.type,
      status: NoticeStatus.Draft,
      ...auditInsert(caller),
    });
    const row = await this.current(caller, id);
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'insert',
      after: snapshot(row),
    });
    return id;
  }

  async update(request: FastifyRequest, input: NoticeUpdateInput): Promise<void> {
    const caller = principalOf(request);
    const before = await this.current(caller, input.id);
    if (before.status === NoticeStatus.Public) throw new AppError(400, 'notice.editPublished');
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.content !== undefined ? { content: this.clean(input.content) } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...auditUpdate(caller),
    };
    if (!(await this.deps.repo.update(caller.tenantId, input.id, changes))) throw notFound();
    const after = await this.current(caller, input.id);
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: input.id,
      type: 'update',
      before: snapshot(before),
      after: snapshot(after),
    });
  }

  async delete(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const before = await this.current(caller, id);
    if (!(await this.deps.repo.remove(caller.tenantId, id, auditUpdate(caller)))) throw notFound();
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(before),
    });
  }

  /** Publishes to every enabled user of the tenant and pushes PublicNotice to their browsers. */
  async publish(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const before = await this.current(caller, id);
    if (before.status === NoticeStatus.Public) throw new AppError(400, 'notice.alreadyPublished');
    const now = Date.now();
    const recipients = await this.deps.repo.publish(
      caller.tenantId,
      id,
      {
        status: NoticeStatus.Public,
        publicTime: now,
        cancelTime: null,
        publicUserId: caller.userId,
        publicUserName: caller.realName,
        publicOrgId: caller.orgId,
        publicOrgName: await this.deps.repo.orgName(caller.tenantId, caller.orgId),
        ...auditUpdate(caller, now),
      },
      () => this.deps.ids.next(),
    );
    const after = await this.current(caller, id);
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'update',
      before: { status: before.status },
      after: { status: after.status },
    });
    this.deps.hub.toUsers(recipients, HubEvent.PublicNotice, this.toOutput(after));
  }

  /** Withdraws a published notice: it leaves every board and unread list. */
  async cancel(request: FastifyRequest, id: number): Promise<void> {
    const caller = principalOf(request);
    const before = await this.current(caller, id);
    if (before.status !== NoticeStatus.Public) throw new AppError(400, 'notice.notPublished');
    const now = Date.now();
    await this.deps.repo.update(caller.tenantId, id, {
      status: NoticeStatus.Cancel,
      cancelTime: now,
      ...auditUpdate(caller, now),
    });
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'update',
      before: { status: before.status },
      after: { status: NoticeStatus.Cancel },
    });
  }

  async setRead(caller: Principal, noticeId: number): Promise<void> {
    if (!(await this.deps.repo.markRead(caller.tenantId, caller.userId, noticeId, Date.now())))
      throw notFound();
  }

  async unreadList(caller: Principal): Promise<NoticeOutput[]> {
    const rows = await this.deps.repo.unread(caller.tenantId, caller.userId, UNREAD_LIMIT);
    return rows.map((r) => this.toOutput(r));
  }

  async pageReceived(caller: Principal, query: ReceivedQuery): Promise<PageResult<ReceivedOutput>> {
    const page = await this.deps.repo.pageReceived(
      caller.tenantId,
      caller.userId,
      query,
      this.deps.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.toReceived(r)) };
  }
}

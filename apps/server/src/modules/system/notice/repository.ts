import { NoticeReadStatus, NoticeStatus, Status } from '@retail/contracts';
import type { Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysNoticeTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { NoticePageInput, ReceivedQuery } from '@retail/contracts/api/system/notice';

const columns = [
  'id',
  'title',
  'content',
  'type',
  'status',
  'publicUserId',
  'publicUserName',
  'publicOrgId',
  'publicOrgName',
  'publicTime',
  'cancelTime',
  'createTime',
  'createUserName',
  'updateTime',
] as const;

export type NoticeRow = Pick<SysNoticeTable, (typeof columns)[number]>;
export type ReceivedRow = NoticeRow & {
  receiptId: number;
  userId: number;
  readStatus: number;
  readTime: number | null;
};

const INSERT_BATCH = 500;

/** sys_notice and its per-recipient rows; every method takes the tenant first. */
export class NoticeRepository extends TenantRepository<'sysNotice', NoticeRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysNotice', columns);
  }

  page(
    tenantId: number,
    input: NoticePageInput,
    range: { from?: number; to?: number },
    maxPageSize: number,
  ): Promise<PageResult<NoticeRow>> {
    let query = this.live(tenantId);
    if (input.title) query = query.where(containsText(this.dbType, 'title', input.title));
    if (input.type) query = query.where('type', '=', input.type);
    if (input.status !== undefined && input.status !== null) query = query.where('status', '=', input.status);
    if (range.from !== undefined) query = query.where('createTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('createTime', '<=', range.to);
    return paginate(query, input, {
      sortable: {
        title: 'title',
        type: 'type',
        status: 'status',
        publicTime: 'publicTime',
        createTime: 'createTime',
      },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  async orgName(tenantId: number, orgId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('sysOrg')
      .select('name')
      .where('id', '=', orgId)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return row?.name ?? null;
  }

  /**
   * Publishes: marks the notice and gives every live, enabled user of the tenant (of those account types, when
   * given) an unread row.
   */
  async publish(
    tenantId: number,
    id: number,
    changes: Updateable<SysNoticeTable>,
    nextId: () => number,
    accountTypes?: number[],
  ): Promise<number[]> {
    return this.transaction(async (trx) => {
      await trx
        .updateTable('sysNotice')
        .set(changes)
        .where('id', '=', id)
        .where('tenantId', '=', tenantId)
        .execute();
      await trx
        .deleteFrom('sysNoticeUser')
        .where('tenantId', '=', tenantId)
        .where('noticeId', '=', id)
        .execute();
      let recipients = trx
        .selectFrom('sysUser')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('isDelete', '=', 0)
        .where('status', '=', Status.Enable);
      if (accountTypes) recipients = recipients.where('accountType', 'in', accountTypes);
      const users = await recipients.execute();
      const rows = users.map((u) => ({
        id: nextId(),
        tenantId,
        noticeId: id,
        userId: u.id,
        readStatus: NoticeReadStatus.Unread,
        readTime: null,
      }));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        await trx
          .insertInto('sysNoticeUser')
          .values(rows.slice(i, i + INSERT_BATCH))
          .execute();
      }
      return users.map((u) => u.id);
    });
  }

  /** Soft delete that also drops the notice's read receipts, in one transaction. */
  override softDelete(
    tenantId: number,
    current: NoticeRow,
    changes: Updateable<SysNoticeTable>,
  ): Promise<boolean> {
    return this.transaction(async (trx) => {
      const deleted = await super.softDelete(tenantId, current, changes, trx);
      await trx
        .deleteFrom('sysNoticeUser')
        .where('noticeId', '=', current.id)
        .where('tenantId', '=', tenantId)
        .execute();
      return deleted;
    });
  }

  private received(tenantId: number, userId: number) {
    return this.db
      .selectFrom('sysNoticeUser as r')
      .innerJoin('sysNotice as n', (j) =>
        j.onRef('n.id', '=', 'r.noticeId').onRef('n.tenantId', '=', 'r.tenantId'),
      )
      .select(columns.map((c) => `n.${c}` as const))
      .select(['r.id as receiptId', 'r.userId', 'r.readStatus', 'r.readTime'])
      .where('r.tenantId', '=', tenantId)
      .where('r.userId', '=', userId)
      .where('n.isDelete', '=', 0)
      .where('n.status', '=', NoticeStatus.Public);
  }

  pageReceived(
    tenantId: number,
    userId: number,
    query: ReceivedQuery,
    maxPageSize: number,
  ): Promise<PageResult<ReceivedRow>> {
    let q = this.received(tenantId, userId);
    if (query.title) q = q.where(containsText(this.dbType, 'n.title', query.title));
    if (query.type) q = q.where('n.type', '=', query.type);
    if (query.readStatus !== undefined) q = q.where('r.readStatus', '=', query.readStatus);
    return paginate(
      q,
      { ...query, descStr: 'descending' },
      {
        sortable: {},
        defaultSort: [['n.publicTime', 'desc']],
        tiebreaker: 'r.id',
        maxPageSize,
      },
    );
  }

  unread(tenantId: number, userId: number, limit: number): Promise<ReceivedRow[]> {
    return this.received(tenantId, userId)
      .where('r.readStatus', '=', NoticeReadStatus.Unread)
      .orderBy('n.publicTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
  }

  async markRead(tenantId: number, userId: number, noticeId: number, now: number): Promise<boolean> {
    const exists = await this.received(tenantId, userId)
      .where('r.noticeId', '=', noticeId)
      .executeTakeFirst();
    if (!exists) return false;
    await this.db
      .updateTable('sysNoticeUser')
      .set({ readStatus: NoticeReadStatus.Read, readTime: now })
      .where('tenantId', '=', tenantId)
      .where('noticeId', '=', noticeId)
      .where('userId', '=', userId)
      .where('readStatus', '=', NoticeReadStatus.Unread)
      .execute();
    return true;
  }
}

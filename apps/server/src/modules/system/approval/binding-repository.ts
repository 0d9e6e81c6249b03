import { Status } from '@retail/contracts';
import type { ApprovalBindingPageInput } from '@retail/contracts/api/system/approval';
import type { Updateable } from 'kysely';
import type { SysApprovalBindingTable } from '../../../db/schema-approval.ts';
import type { Db } from '../../../platform/db/database.ts';
import { paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const columns = [
  'id',
  'event',
  'formCode',
  'workflowId',
  'threshold',
  'status',
  'enabledKey',
  'remark',
  'version',
  'createTime',
  'createUserName',
  'updateTime',
  'updateUserName',
] as const;

export type BindingRow = Pick<SysApprovalBindingTable, (typeof columns)[number]>;
type Changes = Updateable<SysApprovalBindingTable>;

/** The key that admits one enabled binding per event (per form for form submissions) in a tenant. */
export const enabledKeyOf = (event: string, formCode: string | null): string =>
  formCode ? `${event}:${formCode}` : event;

/** sys_approval_binding: which published workflow a business event of the tenant runs; tenant first. */
export class BindingRepository extends TenantRepository<'sysApprovalBinding', BindingRow> {
  constructor(db: Db) {
    super(db, 'sysApprovalBinding', columns);
  }

  page(tenantId: number, input: ApprovalBindingPageInput, maxPageSize: number) {
    let query = this.db
      .selectFrom('sysApprovalBinding as b')
      .leftJoin('sysWorkflow as w', (j) =>
        j.onRef('w.id', '=', 'b.workflowId').onRef('w.tenantId', '=', 'b.tenantId'),
      )
      .select([
        'b.id',
        'b.event',
        'b.formCode',
        'b.workflowId',
        'w.name as workflowName',
        'w.code as workflowCode',
        'b.threshold',
        'b.status',
        'b.remark',
        'b.version',
        'b.createTime',
        'b.createUserName',
        'b.updateTime',
        'b.updateUserName',
      ])
      .where('b.tenantId', '=', tenantId)
      .where('b.isDelete', '=', 0);
    if (input.event) query = query.where('b.event', '=', input.event);
    if (input.status) query = query.where('b.status', '=', input.status);
    return paginate(query, input, {
      sortable: { event: 'b.event', createTime: 'b.createTime', threshold: 'b.threshold' },
      defaultSort: [['b.createTime', 'desc']],
      tiebreaker: 'b.id',
      maxPageSize,
    });
  }

  /** The enabled binding of an event (of a form, for form submissions), read in the caller's transaction. */
  enabledFor(tenantId: number, key: string, db: Db = this.db): Promise<BindingRow | undefined> {
    return this.live(tenantId, db)
      .where('enabledKey', '=', key)
      .where('status', '=', Status.Enable)
      .executeTakeFirst();
  }

  /** The optimistic lock: writes only while the row is at `version`, and moves it on. */
  async updateAt(tenantId: number, id: number, version: number, changes: Changes, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('sysApprovalBinding')
      .set({ ...changes, version: version + 1 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A deleted binding holds no event. */
  override softDelete(tenantId: number, current: BindingRow, changes: Changes, db?: Db): Promise<boolean> {
    return super.softDelete(tenantId, current, { ...changes, enabledKey: null }, db);
  }
}

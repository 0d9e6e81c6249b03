import { fenToYuan, Status } from '@retail/contracts';
import type {
  ApprovalBindingAddInput,
  ApprovalBindingOutput,
  ApprovalBindingPageInput,
  ApprovalBindingUpdateInput,
  ApprovalEventName,
  ApprovalWorkflowOption,
} from '@retail/contracts/api/system/approval';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { auditUpdate } from '../../../platform/context.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { onUniqueViolation } from '../../../platform/module-kit/unique.ts';
import { PublishedWorkflows, WORKFLOW_STATUS } from '../workflow/published.ts';
import { type BindingRepository, type BindingRow, enabledKeyOf } from './binding-repository.ts';

export interface BindingServiceDeps {
  db: Db;
  repo: BindingRepository;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

const snapshot = (row: BindingRow) => ({
  event: row.event,
  formCode: row.formCode,
  workflowId: row.workflowId,
  threshold: row.threshold,
  status: row.status,
  remark: row.remark,
});

/**
 * Which published workflow runs for a business event of the tenant, above which amount. One enabled binding per
 * event (per form for form submissions): the unique `enabled_key` holds it also when two writers race.
 */
export class ApprovalBindingService {
  private readonly writes: AuditedWrites<'sysApprovalBinding', BindingRow>;

  constructor(private readonly deps: BindingServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_approval_binding',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  async page(caller: Principal, input: ApprovalBindingPageInput): Promise<PageResult<ApprovalBindingOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    const tz = this.deps.timeZone;
    return {
      ...page,
      items: page.items.map((r) => ({
        ...r,
        event: r.event as ApprovalEventName,
        threshold: r.threshold === null ? null : fenToYuan(Number(r.threshold)),
        createTime: formatTime(r.createTime, tz),
        updateTime: formatNullableTime(r.updateTime, tz),
      })),
    };
  }

  /** The tenant's published workflows, for the binding form's picker. */
  async workflowOptions(caller: Principal): Promise<ApprovalWorkflowOption[]> {
    const rows = await this.deps.db
      .selectFrom('sysWorkflow')
      .select(['id', 'code', 'name', 'event', 'currentVersion'])
      .where('tenantId', '=', caller.tenantId)
      .where('isDelete', '=', 0)
      .where('status', '=', WORKFLOW_STATUS.published)
      .where('currentVersion', '>', 0)
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ ...r, currentVersion: Number(r.currentVersion) }));
  }

  private async checkWorkflow(tenantId: number, workflowId: number): Promise<void> {
    if (!(await new PublishedWorkflows(this.deps.db).latest(tenantId, workflowId))) {
      throw new AppError(400, 'approval.workflowGone');
    }
  }

  private taken(event: string) {
    return () => new AppError(400, 'approval.bindingTaken', { event });
  }

  async add(actor: Actor, input: ApprovalBindingAddInput): Promise<number> {
    const formCode = input.formCode ?? null;
    if (input.event === 'formSubmit' && !formCode) throw new AppError(400, 'approval.formCodeRequired');
    if (input.event !== 'formSubmit' && formCode) throw new AppError(400, 'approval.formCodeOnlyForms');
    await this.checkWorkflow(actor.tenantId, input.workflowId);
    const enabledKey = input.status === Status.Enable ? enabledKeyOf(input.event, formCode) : null;
    return onUniqueViolation(this.taken(input.event), () =>
      this.writes.add(actor, {
        event: input.event,
        formCode,
        workflowId: input.workflowId,
        threshold: input.threshold ?? null,
        status: input.status,
        enabledKey,
        remark: input.remark ?? null,
        version: 1,
      }),
    );
  }

  /** At the version the client read (409 otherwise); the event and form never change. */
  async update(actor: Actor, input: ApprovalBindingUpdateInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    if (current.version !== input.version) throw new AppError(409, 'approval.versionConflict');
    if (input.workflowId !== undefined) await this.checkWorkflow(actor.tenantId, input.workflowId);
    const status = input.status ?? current.status;
    const changes = definedOnly({
      workflowId: input.workflowId,
      threshold: input.threshold,
      status: input.status,
      enabledKey: status === Status.Enable ? enabledKeyOf(current.event, current.formCode) : null,
      remark: input.remark,
      ...auditUpdate(actor),
    });
    await onUniqueViolation(this.taken(current.event), async () => {
      const done = await this.deps.repo.transaction((trx) =>
        this.deps.repo.updateAt(actor.tenantId, current.id, input.version, changes, trx),
      );
      if (!done) {
        const still = await this.deps.repo.findById(actor.tenantId, current.id);
        throw still ? new AppError(409, 'approval.versionConflict') : notFound();
      }
    });
    await this.writes.updated(actor, current);
  }

  /** Instances already running keep their pinned version; new documents are no longer held. */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.writes.delete(actor, await this.writes.found(actor, id));
  }
}

import { emptyWorkflowGraph, type WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import type {
  WorkflowAddInput,
  WorkflowDetailOutput,
  WorkflowEventName,
  WorkflowOutput,
  WorkflowPageInput,
  WorkflowUpdateInput,
} from '@retail/contracts/api/system/workflow';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { definedOnly } from '../../../platform/module-kit/defined-only.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { WorkflowListRow, WorkflowRepository, WorkflowRow } from './repository.ts';

const snapshot = (row: WorkflowRow) => ({
  code: row.code,
  name: row.name,
  category: row.category,
  event: row.event,
  status: row.status,
  currentVersion: row.currentVersion,
  version: row.version,
  remark: row.remark,
  graph: JSON.parse(row.draftGraph) as unknown,
});

export interface WorkflowServiceDeps {
  repo: WorkflowRepository;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** A new workflow's fields: always a draft, never published. */
export interface NewWorkflow {
  code: string;
  name: string;
  category: string | null;
  event: WorkflowEventName | null;
  remark: string | null;
  graph: WorkflowGraph;
}

/**
 * Workflow definitions of the caller's tenant: their draft graphs, edited under an optimistic lock. Publishing and
 * the versions are `WorkflowPublishing`'s; files and copies `WorkflowTransfer`'s.
 */
export class WorkflowService {
  readonly writes: AuditedWrites<'sysWorkflow', WorkflowRow>;

  constructor(readonly deps: WorkflowServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, {
      table: 'sys_workflow',
      audit: deps.audit,
      ids: deps.ids,
      snapshot,
    });
  }

  private toOutput(row: WorkflowListRow): WorkflowOutput {
    const tz = this.deps.timeZone;
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      category: row.category,
      event: row.event as WorkflowEventName | null,
      status: row.status,
      currentVersion: row.currentVersion,
      version: row.version,
      remark: row.remark,
      createTime: formatTime(row.createTime, tz),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, tz),
      updateUserName: row.updateUserName,
    };
  }

  async page(caller: Principal, input: WorkflowPageInput): Promise<PageResult<WorkflowOutput>> {
    const page = await this.deps.repo.page(caller.tenantId, input, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** The live workflow of the caller's tenant (404 otherwise, another tenant's id included). */
  found(caller: Principal, id: number): Promise<WorkflowRow> {
    return this.writes.found(caller, id);
  }

  async detail(caller: Principal, id: number): Promise<WorkflowDetailOutput> {
    const row = await this.found(caller, id);
    return { ...this.toOutput(row), graph: JSON.parse(row.draftGraph) as WorkflowGraph };
  }

  add(actor: Actor, input: WorkflowAddInput): Promise<number> {
    return this.create(actor, {
      code: input.code,
      name: input.name,
      category: input.category ?? null,
      event: input.event ?? null,
      remark: input.remark ?? null,
      graph: input.graph ?? emptyWorkflowGraph(),
    });
  }

  /** Adds a draft; a code another live workflow of the tenant holds (ignoring case) is refused (409). */
  async create(actor: Actor, fields: NewWorkflow): Promise<number> {
    await refuseTaken(this.deps.repo, actor.tenantId, { code: fields.code });
    return onUniqueViolation(
      () => duplicate('code', fields.code),
      () =>
        this.writes.add(actor, {
          code: fields.code,
          name: fields.name,
          category: fields.category,
          event: fields.event,
          status: WORKFLOW_STATUS.draft,
          draftGraph: JSON.stringify(fields.graph),
          currentVersion: 0,
          version: 1,
          remark: fields.remark,
        }),
    );
  }

  /**
   * Applies only at the version the client read (409 otherwise) and answers the next version. The code never
   * changes (instances and bindings name it); published versions are untouched, whatever the draft becomes.
   */
  async update(actor: Actor, input: WorkflowUpdateInput): Promise<number> {
    const { tenantId } = actor;
    const current = await this.found(actor, input.id);
    if (current.version !== input.version) throw new AppError(409, 'workflow.versionConflict');
    const changes = definedOnly({
      name: input.name,
      category: input.category,
      event: input.event,
      remark: input.remark,
      draftGraph: input.graph && JSON.stringify(input.graph),
      ...auditUpdate(actor),
    });
    if (!(await this.deps.repo.updateAt(tenantId, current.id, input.version, changes))) {
      const still = await this.deps.repo.findById(tenantId, current.id);
      throw still ? new AppError(409, 'workflow.versionConflict') : notFound();
    }
    await this.writes.updated(actor, current);
    return input.version + 1;
  }

  /** Soft delete: the code is freed, the published versions stay (instances pinned to one keep running). */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.writes.delete(actor, await this.found(actor, id));
  }

  /** Enables (published) or disables a workflow that was published once; a draft has nothing to enable. */
  async setStatus(actor: Actor, id: number, status: 2 | 3): Promise<void> {
    const current = await this.found(actor, id);
    if (current.currentVersion < 1)
      throw new AppError(400, 'workflow.neverPublished', { name: current.name });
    if (current.status === status) return;
    await this.writes.setStatus(actor, current, status);
  }
}

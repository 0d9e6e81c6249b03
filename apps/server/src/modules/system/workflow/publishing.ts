import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import type {
  WorkflowPublishOutput,
  WorkflowValidateOutput,
  WorkflowVersionDetailOutput,
  WorkflowVersionOutput,
} from '@retail/contracts/api/system/workflow';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { auditUpdate } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { checkGraph } from './issues.ts';
import type { WorkflowVersionRow } from './repository.ts';
import type { WorkflowService } from './service.ts';

/** How many issues a refusal's message lists before "…" (the validate call answers them all). */
const LISTED_ISSUES = 20;

/**
 * Publishing a workflow's draft into an immutable version, and reading the versions. A version row is written
 * once, in the same transaction that moves the workflow's current version on, and never changed.
 */
export class WorkflowPublishing {
  constructor(private readonly workflows: WorkflowService) {}

  private get deps() {
    return this.workflows.deps;
  }

  /** The publish check of a graph, each issue's message naming its node or line in the caller's language. */
  validate(graph: WorkflowGraph, lang: Language): WorkflowValidateOutput {
    const issues = checkGraph(graph, lang);
    return { valid: issues.length === 0, issues };
  }

  /**
   * Publishes the saved draft as the next version (with `version`, only the draft the client read: 409 when it
   * moved on). A graph the check refuses is a 400 listing every issue. A draft that is the latest version already
   * writes nothing: the workflow is published (enabled again, if it was disabled) at that version.
   */
  async publish(
    actor: Actor,
    input: { id: number; version?: number | undefined },
    lang: Language,
  ): Promise<WorkflowPublishOutput> {
    const { tenantId } = actor;
    const current = await this.workflows.found(actor, input.id);
    if (input.version !== undefined && input.version !== current.version) {
      throw new AppError(409, 'workflow.versionConflict');
    }
    const graph = JSON.parse(current.draftGraph) as WorkflowGraph;
    const issues = checkGraph(graph, lang).map((issue) => issue.message);
    if (issues.length > 0) {
      const listed = issues.slice(0, LISTED_ISSUES).join('; ');
      throw new AppError(400, 'workflow.publishRefused', {
        issues: issues.length > LISTED_ISSUES ? `${listed}; …` : listed,
      });
    }
    if (current.currentVersion > 0) {
      const latest = await this.deps.repo.version(tenantId, current.id, current.currentVersion);
      if (latest?.graph === current.draftGraph) {
        if (current.status !== WORKFLOW_STATUS.published) {
          await this.workflows.writes.setStatus(actor, current, WORKFLOW_STATUS.published);
        }
        return { versionNo: current.currentVersion, created: false };
      }
    }
    const versionNo = current.currentVersion + 1;
    const versionId = this.deps.ids.next();
    const now = Date.now();
    try {
      await this.deps.repo.transaction(async (trx) => {
        const at = { from: current.currentVersion, draftVersion: current.version };
        if (!(await this.deps.repo.claimVersion(tenantId, current.id, at, auditUpdate(actor, now), trx))) {
          throw new PublishLost();
        }
        await this.deps.repo.insertVersion(
          {
            id: versionId,
            tenantId,
            workflowId: current.id,
            versionNo,
            name: current.name,
            graph: current.draftGraph,
            publishedTime: now,
            publishedUserId: actor.userId,
            publishedUserName: actor.realName,
          },
          trx,
        );
      });
    } catch (error) {
      if (!(error instanceof PublishLost) && !isUniqueViolation(error)) throw error;
      // saved or published by someone else since it was read, or deleted
      await this.workflows.found(actor, current.id);
      throw new AppError(409, 'workflow.publishConflict');
    }
    await this.workflows.writes.updated(actor, current);
    recordDiff(this.deps.audit, actor, {
      table: 'sys_workflow_version',
      rowId: versionId,
      type: 'insert',
      after: { workflowId: current.id, code: current.code, versionNo, name: current.name },
    });
    return { versionNo, created: true };
  }

  async versionList(caller: Principal, id: number): Promise<WorkflowVersionOutput[]> {
    const workflow = await this.workflows.found(caller, id);
    const rows = await this.deps.repo.versions(caller.tenantId, workflow.id);
    return rows.map((row) => this.versionOutput(row));
  }

  async versionDetail(
    caller: Principal,
    id: number,
    versionNo: number,
  ): Promise<WorkflowVersionDetailOutput> {
    const { row, workflowId } = await this.versionRow(caller, id, versionNo);
    return { ...this.versionOutput(row), workflowId, graph: JSON.parse(row.graph) as WorkflowGraph };
  }

  /** A published version of a live workflow of the caller's tenant, or 404. */
  async versionRow(caller: Principal, id: number, versionNo: number) {
    const workflow = await this.workflows.found(caller, id);
    const row = await this.deps.repo.version(caller.tenantId, workflow.id, versionNo);
    if (!row) throw new AppError(404, 'workflow.versionNotFound', { name: workflow.name, versionNo });
    return { row, workflowId: workflow.id, workflow };
  }

  private versionOutput(row: WorkflowVersionRow): WorkflowVersionOutput {
    return {
      versionNo: row.versionNo,
      name: row.name,
      publishedTime: formatTime(row.publishedTime, this.deps.timeZone),
      publishedUserName: row.publishedUserName,
    };
  }
}

/** The workflow moved on between its read and the publish: the transaction is rolled back. */
class PublishLost extends Error {}

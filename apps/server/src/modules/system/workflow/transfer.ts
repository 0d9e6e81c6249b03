import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import {
  type WorkflowCopyInput,
  type WorkflowEventName,
  type WorkflowFile,
  workflowFileSchema,
  type WorkflowImportInput,
} from '@retail/contracts/api/system/workflow';
import { WORKFLOW_FILE_KIND } from '@retail/contracts/api/system/workflow-status';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { describeIssues } from '../../../platform/jobs/issues.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { WorkflowPublishing } from './publishing.ts';
import type { WorkflowService } from './service.ts';

const CODE_MAX = 64;
const NAME_MAX = 64;
const COPY_NUMBERS = 99;
/** How much of a malformed file's problems the refusal names. */
const DETAIL_MAX = 600;

export interface WorkflowFileDownload {
  fileName: string;
  text: string;
}

/** Workflow files (export and import) and copies: each makes a new draft, never a published version. */
export class WorkflowTransfer {
  constructor(
    private readonly workflows: WorkflowService,
    private readonly publishing: WorkflowPublishing,
  ) {}

  /** The draft (or, with `versionNo`, a published version) as a workflow file, named after the workflow. */
  async exportFile(caller: Principal, id: number, versionNo?: number): Promise<WorkflowFileDownload> {
    const row = await this.workflows.found(caller, id);
    const graph =
      versionNo === undefined
        ? row.draftGraph
        : (await this.publishing.versionRow(caller, id, versionNo)).row.graph;
    const file: WorkflowFile = {
      kind: WORKFLOW_FILE_KIND,
      code: row.code,
      name: row.name,
      category: row.category,
      event: row.event as WorkflowEventName | null,
      remark: row.remark,
      graph: JSON.parse(graph) as WorkflowGraph,
    };
    const suffix = versionNo === undefined ? '' : `-v${versionNo}`;
    return { fileName: `${row.code}${suffix}.json`, text: `${JSON.stringify(file, null, 2)}\n` };
  }

  /**
   * A new draft from a workflow file's text; `code` and `name` replace the file's. Text that is not JSON, or JSON
   * that is not a workflow file (its graph included), is refused with a 400 naming what is wrong.
   */
  async importFile(actor: Actor, input: WorkflowImportInput, lang: Language): Promise<number> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input.json);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new AppError(400, 'workflow.fileNotJson', { detail: detail.slice(0, DETAIL_MAX) });
    }
    const file = workflowFileSchema.safeParse(parsed);
    if (!file.success) {
      const detail = describeIssues(file.error, lang, 'json');
      throw new AppError(400, 'workflow.fileInvalid', { detail: detail.slice(0, DETAIL_MAX) });
    }
    const { data } = file;
    return this.workflows.create(actor, {
      code: input.code ?? data.code,
      name: input.name ?? data.name,
      category: data.category || null,
      event: data.event ?? null,
      remark: data.remark || null,
      graph: data.graph,
    });
  }

  /** A draft with the source's draft; by default coded `<code>_copy` (then `_copy2`…) and named "<name> (copy)". */
  async copy(actor: Actor, input: WorkflowCopyInput, lang: Language): Promise<number> {
    const source = await this.workflows.found(actor, input.id);
    const code = input.code ?? (await this.copyCode(actor.tenantId, source.code));
    const copyName = translate(lang, 'workflow.copyName', { name: '' });
    return this.workflows.create(actor, {
      code,
      name:
        input.name ??
        translate(lang, 'workflow.copyName', { name: source.name.slice(0, NAME_MAX - copyName.length) }),
      category: source.category,
      event: source.event as WorkflowEventName | null,
      remark: source.remark,
      graph: JSON.parse(source.draftGraph) as WorkflowGraph,
    });
  }

  private async copyCode(tenantId: number, code: string): Promise<string> {
    for (let n = 1; n <= COPY_NUMBERS; n++) {
      const suffix = n === 1 ? '_copy' : `_copy${n}`;
      const candidate = `${code.slice(0, CODE_MAX - suffix.length)}${suffix}`;
      if ((await this.workflows.deps.repo.holderOf(tenantId, 'code', candidate)) === undefined)
        return candidate;
    }
    throw duplicate('code', `${code}_copy`);
  }
}

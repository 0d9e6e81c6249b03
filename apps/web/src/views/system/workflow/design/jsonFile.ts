import type { WorkflowDetailOutput, WorkflowFile } from '@retail/contracts/api/system/workflow';
import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import { WORKFLOW_FILE_KIND, workflowFileSchema, workflowGraphSchema } from './contracts.ts';

/** The designer's export: a workflow file (what the server's export gives) of the graph on the canvas. */
export function workflowFileText(row: WorkflowDetailOutput, graph: WorkflowGraph): string {
  const file: WorkflowFile = {
    kind: WORKFLOW_FILE_KIND,
    code: row.code,
    name: row.name,
    category: row.category,
    event: row.event,
    remark: row.remark,
    graph,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type GraphReading = { ok: true; graph: WorkflowGraph } | { ok: false; problem: 'notJson' | string };

/**
 * The graph of a file the designer imports: a workflow file (an export) or a bare graph. `problem` is `notJson`,
 * or the first refusals of the schema as `path: message`.
 */
export function readGraphFile(text: string): GraphReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const isFile = typeof parsed === 'object' && parsed !== null && 'kind' in parsed;
  const result = isFile ? workflowFileSchema.safeParse(parsed) : workflowGraphSchema.safeParse(parsed);
  if (result.success) {
    return { ok: true, graph: 'graph' in result.data ? result.data.graph : result.data };
  }
  const problem = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem };
}

import type {
  WorkflowAssignee,
  WorkflowCondition,
  WorkflowGraph,
} from '@retail/contracts/api/system/workflow-graph';
import { validateWorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import { expect } from 'vitest';
import type { Api } from './client.ts';
import { DEFAULT_TENANT } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A step of a test workflow: an approve step (any or all), a notify step, or a condition with its branches. */
export type Step =
  | { type: 'approve'; id: string; name: string; assignee: WorkflowAssignee; mode?: 'any' | 'all' }
  | { type: 'notify'; id: string; name: string; assignee: WorkflowAssignee }
  | {
      type: 'condition';
      id: string;
      name: string;
      /** when the conditions hold: these steps, then on */
      when: WorkflowCondition[];
      then: Step[];
    };

/**
 * A graph start → steps → end. A condition's branch runs its `then` steps and joins the main line again at the
 * step after the condition; its default edge goes there at once.
 */
export function graphOf(steps: Step[]): WorkflowGraph {
  const nodes: WorkflowGraph['nodes'] = [];
  const edges: WorkflowGraph['edges'] = [];
  let seq = 0;
  const node = (
    id: string,
    type: WorkflowGraph['nodes'][number]['type'],
    data: Partial<WorkflowGraph['nodes'][number]['data']> = {},
  ) => {
    nodes.push({
      id,
      type,
      position: { x: 0, y: nodes.length * 100 },
      data: { name: '', assignee: null, mode: 'any', formCode: null, remark: null, ...data },
    });
  };
  const edge = (source: string, target: string, extra: Partial<WorkflowGraph['edges'][number]> = {}) => {
    edges.push({ id: `e${++seq}`, source, target, label: null, conditions: [], isDefault: false, ...extra });
  };
  /** Adds the steps after `from` and answers the last node of the line. */
  const line = (from: string, list: Step[], join?: string): string => {
    let at = from;
    list.forEach((step, i) => {
      if (step.type === 'condition') {
        node(step.id, 'condition', { name: step.name });
        edge(at, step.id);
        const after = list[i + 1]?.id ?? join ?? 'end';
        const branchEnd = line(step.id, step.then, after);
        if (step.then.length > 0) {
          // the first branch edge carries the conditions
          const first = edges.find((e) => e.source === step.id);
          if (first) first.conditions = step.when;
          edge(branchEnd, after);
        }
        edge(step.id, after, { isDefault: true, label: 'else' });
        at = `${step.id}:joined`;
        return;
      }
      node(step.id, step.type, {
        name: step.name,
        assignee: step.assignee,
        mode: step.type === 'approve' ? (step.mode ?? 'any') : 'any',
      });
      if (!at.endsWith(':joined')) edge(at, step.id);
      at = step.id;
    });
    return at;
  };
  node('start', 'start', { name: 'Start' });
  const last = line('start', steps);
  node('end', 'end', { name: 'End' });
  if (!last.endsWith(':joined')) edge(last, 'end');
  const graph: WorkflowGraph = { schemaVersion: 1, nodes, edges, viewport: { x: 0, y: 0, zoom: 1 } };
  expect(validateWorkflowGraph(graph)).toEqual([]);
  return graph;
}

let workflowSeq = 0;

/**
 * Publishes a workflow as the definitions module will (a sys_workflow row at version 1 and its immutable
 * sys_workflow_version), for the runtime's tests while that module's API lives on its own branch.
 */
export async function publishWorkflow(
  t: TestApp,
  graph: WorkflowGraph,
  options: { tenantId?: number; name?: string; event?: string } = {},
): Promise<number> {
  const id = t.ctx.ids.next();
  const tenantId = options.tenantId ?? DEFAULT_TENANT;
  const now = Date.now();
  const name = options.name ?? `Workflow ${++workflowSeq}`;
  const json = JSON.stringify(graph);
  await t.ctx.db
    .insertInto('sysWorkflow')
    .values({
      id,
      tenantId,
      code: `wf${process.pid}_${workflowSeq}_${id}`,
      name,
      category: null,
      event: options.event ?? null,
      status: 2,
      draftGraph: json,
      currentVersion: 1,
      version: 2,
      remark: null,
      createTime: now,
      isDelete: 0,
    })
    .execute();
  await t.ctx.db
    .insertInto('sysWorkflowVersion')
    .values({
      id: t.ctx.ids.next(),
      tenantId,
      workflowId: id,
      versionNo: 1,
      name,
      graph: json,
      publishedTime: now,
      publishedUserId: null,
      publishedUserName: null,
    })
    .execute();
  return id;
}

/** Binds the event to the workflow through the API (the tenant admin), replacing the event's enabled binding. */
export async function bind(
  admin: Api,
  event: 'stockAdjust' | 'saleRefund',
  workflowId: number,
  threshold: number | null,
): Promise<number> {
  const page = await admin.ok.page<{ id: number; version: number; status: number }>(
    '/api/sysApproval/bindingPage',
    { event, status: 1 },
  );
  for (const b of page.items) {
    await admin.ok.post('/api/sysApproval/bindingUpdate', { id: b.id, version: b.version, status: 2 });
  }
  return admin.ok.post<number>('/api/sysApproval/bindingAdd', { event, workflowId, threshold });
}

export interface TodoItem {
  taskId: number;
  nodeId: string;
  nodeName: string;
  instance: { id: number; title: string; status: number; businessKey: string };
}

/** The caller's pending to-dos. */
export async function todosOf(api: Api): Promise<TodoItem[]> {
  return (await api.ok.page<TodoItem>('/api/sysApproval/todoPage', { pageSize: 100 })).items;
}

/** The caller's to-do for one document (by the instance's title), failing when it has none. */
export async function todoFor(api: Api, title: string): Promise<TodoItem> {
  const todo = (await todosOf(api)).find((x) => x.instance.title === title);
  expect(todo, `a to-do for ${title}`).toBeDefined();
  return todo as TodoItem;
}

import Database from 'better-sqlite3';

const TENANT = 1300000000001;

interface Step {
  id: string;
  type: 'start' | 'approve' | 'condition' | 'end';
  name: string;
  assignee?: { kind: 'user' | 'role' | 'orgLeader' | 'starterManager'; ids: number[] };
}

/**
 * start → "amount above `over`?" → (yes) `first` → `second` → end; (no, the default) straight to `second`. The
 * graph of workflow-graph.ts, schemaVersion 1.
 */
export function twoStepGraph(over: number, first: Step, second: Step) {
  const node = (step: Step, y: number) => ({
    id: step.id,
    type: step.type,
    position: { x: 0, y },
    data: { name: step.name, assignee: step.assignee ?? null, mode: 'any', formCode: null, remark: null },
  });
  const edge = (id: string, source: string, target: string, extra = {}) => ({
    id,
    source,
    target,
    label: null,
    conditions: [],
    isDefault: false,
    ...extra,
  });
  return {
    schemaVersion: 1,
    nodes: [
      node({ id: 'start', type: 'start', name: 'Start' }, 0),
      node({ id: 'big', type: 'condition', name: 'Big?' }, 100),
      node(first, 200),
      node(second, 300),
      node({ id: 'end', type: 'end', name: 'End' }, 400),
    ],
    edges: [
      edge('e1', 'start', 'big'),
      edge('e2', 'big', first.id, { conditions: [{ field: 'amount', op: 'gt', value: over }] }),
      edge('e3', 'big', second.id, { isDefault: true, label: 'else' }),
      edge('e4', first.id, second.id),
      edge('e5', second.id, 'end'),
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  };
}

/**
 * Publishes a workflow into the server's SQLite file as the definitions module does (a sys_workflow row at
 * version 1 and its immutable sys_workflow_version), while that module's API lives on its own branch.
 */
export function publishWorkflow(databaseFile: string, code: string, name: string, graph: object): number {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    const id = 1390000000000 + Math.floor(Math.random() * 1_000_000);
    const now = Date.now();
    const json = JSON.stringify(graph);
    db.prepare(
      `insert into sys_workflow (id, tenant_id, code, name, event, status, draft_graph, current_version, version,
         create_time, is_delete) values (?, ?, ?, ?, 'stockAdjust', 2, ?, 1, 2, ?, 0)`,
    ).run(id, TENANT, code, name, json, now);
    db.prepare(
      `insert into sys_workflow_version (id, tenant_id, workflow_id, version_no, name, graph, published_time)
         values (?, ?, ?, 1, ?, ?, ?)`,
    ).run(id + 1, TENANT, id, name, json, now);
    return id;
  } finally {
    db.close();
  }
}

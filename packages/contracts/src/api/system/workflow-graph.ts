import { z } from 'zod';

/**
 * A workflow definition's graph (schemaVersion 1), shared by the designer (apps/web), the definitions module and
 * the approval runtime (apps/server). Our own JSON, drawn with @xyflow/react; no BPMN.
 *
 * - start: one; where an instance begins (the submitter is its "starter").
 * - approve: a step; its assignee names who decides, `mode` whether any one of them or all must approve. A
 *   rejection ends the instance as rejected.
 * - condition: routes on the instance's fields (the form's or the document's): the first outgoing edge whose
 *   conditions all hold is taken, else the one default edge.
 * - notify: sends a notice to its assignees and goes on at once.
 * - end: the instance is approved when it gets here.
 * Every node but a condition has at most one outgoing edge; a condition has at least two (one the default).
 */

export const WORKFLOW_NODE_TYPES = ['start', 'approve', 'condition', 'notify', 'end'] as const;
export type WorkflowNodeType = (typeof WORKFLOW_NODE_TYPES)[number];

/**
 * Who an approve or notify node is for:
 * - user: the users of `ids`; role: every enabled user holding one of the roles of `ids`;
 * - orgLeader: the director of the starter's organisation (sys_org.director_id, the template's Director);
 * - starterManager: the starter's manager (sys_user.manager_user_id, the template's ManagerUser).
 * These two take no ids. An approve step that finds nobody is refused when the instance starts.
 */
export const ASSIGNEE_KINDS = ['user', 'role', 'orgLeader', 'starterManager'] as const;
export type AssigneeKind = (typeof ASSIGNEE_KINDS)[number];

export const CONDITION_OPS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'contains',
  'empty',
  'notEmpty',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** A limit the designer and the publish check share. */
export const WORKFLOW_MAX_NODES = 200;

const nodeId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (1–40)');
/** A field of the instance: a form field's key, or a document field (`amount`, `lineCount`, ...). */
export const conditionField = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/, 'a field name');
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

export const conditionSchema = z.strictObject({
  field: conditionField,
  op: z.enum(CONDITION_OPS),
  /** unused by empty/notEmpty; a list for `in` */
  value: z
    .union([scalar, z.array(scalar).max(50)])
    .nullable()
    .default(null),
});
export type WorkflowCondition = z.output<typeof conditionSchema>;

export const assigneeSchema = z.strictObject({
  kind: z.enum(ASSIGNEE_KINDS),
  ids: z.array(z.number().int().positive()).max(50).default([]),
});
export type WorkflowAssignee = z.output<typeof assigneeSchema>;

export const workflowNodeDataSchema = z.strictObject({
  /** the step's name, shown in to-do lists and the history */
  name: z.string().trim().max(64).default(''),
  assignee: assigneeSchema.nullable().default(null),
  /** approve: `any` one assignee decides, or `all` must approve */
  mode: z.enum(['any', 'all']).default('any'),
  /** approve: a published form (sys_form code) the approver sees beside the document */
  formCode: z.string().max(64).nullable().default(null),
  remark: z.string().max(500).nullable().default(null),
});

export const workflowNodeSchema = z.strictObject({
  id: nodeId,
  type: z.enum(WORKFLOW_NODE_TYPES),
  position: z.strictObject({ x: z.number().finite(), y: z.number().finite() }),
  data: workflowNodeDataSchema,
});
export type WorkflowNode = z.output<typeof workflowNodeSchema>;

export const workflowEdgeSchema = z.strictObject({
  id: nodeId,
  source: nodeId,
  target: nodeId,
  label: z.string().max(64).nullable().default(null),
  /** all must hold (AND); only on the edges leaving a condition node */
  conditions: z.array(conditionSchema).max(10).default([]),
  /** the edge a condition node takes when no other edge's conditions hold */
  isDefault: z.boolean().default(false),
});
export type WorkflowEdge = z.output<typeof workflowEdgeSchema>;

export const workflowGraphSchema = z.strictObject({
  schemaVersion: z.literal(1),
  nodes: z.array(workflowNodeSchema).max(WORKFLOW_MAX_NODES),
  edges: z.array(workflowEdgeSchema).max(WORKFLOW_MAX_NODES * 4),
  viewport: z.strictObject({
    x: z.number().finite(),
    y: z.number().finite(),
    zoom: z.number().min(0.05).max(10),
  }),
});
export type WorkflowGraph = z.output<typeof workflowGraphSchema>;
export type WorkflowGraphBody = z.input<typeof workflowGraphSchema>;

export const emptyWorkflowGraph = (): WorkflowGraph => ({
  schemaVersion: 1,
  nodes: [],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
});

/**
 * What is wrong with a graph; `code` is a message key under `workflow.issue.` in both clients' catalogues, with
 * `node` / `edge` naming the element (its name, else its id) so the message can name it.
 */
export const WORKFLOW_ISSUE_CODES = [
  'noStart',
  'manyStarts',
  'noEnd',
  'duplicateId',
  'danglingEdge',
  'selfLoop',
  'duplicateEdge',
  'unreachable',
  'noPathToEnd',
  'startHasInput',
  'endHasOutput',
  'tooManyOutputs',
  'missingOutput',
  'conditionBranches',
  'conditionDefault',
  'conditionOnPlainEdge',
  'noAssignee',
  'assigneeIds',
  'cycle',
  'tooManyNodes',
] as const;
export type WorkflowIssueCode = (typeof WORKFLOW_ISSUE_CODES)[number];

export interface WorkflowIssue {
  code: WorkflowIssueCode;
  /** the node's id, when the issue is a node's */
  nodeId?: string;
  edgeId?: string;
  /** how a message names the element: the node's name, else its id */
  name?: string;
}

const nameOf = (node: WorkflowNode) => node.data.name || node.id;

/**
 * The publish check, the same in the designer and on the server: one start, at least one end, every node
 * reachable from the start and reaching an end, no self-loop, duplicate edge or cycle, outgoing edges as the node
 * type asks, a default branch on each condition, an assignee on each approve and notify node.
 */
export function validateWorkflowGraph(graph: WorkflowGraph): WorkflowIssue[] {
  const issues: WorkflowIssue[] = [];
  const { nodes, edges } = graph;
  if (nodes.length > WORKFLOW_MAX_NODES) return [{ code: 'tooManyNodes' }];
  const byId = new Map<string, WorkflowNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) issues.push({ code: 'duplicateId', nodeId: node.id, name: node.id });
    byId.set(node.id, node);
  }
  const edgeIds = new Set<string>();
  for (const edge of edges) {
    if (edgeIds.has(edge.id) || byId.has(edge.id))
      issues.push({ code: 'duplicateId', edgeId: edge.id, name: edge.id });
    edgeIds.add(edge.id);
  }
  const starts = nodes.filter((n) => n.type === 'start');
  if (starts.length === 0) issues.push({ code: 'noStart' });
  for (const extra of starts.slice(1))
    issues.push({ code: 'manyStarts', nodeId: extra.id, name: nameOf(extra) });
  if (!nodes.some((n) => n.type === 'end')) issues.push({ code: 'noEnd' });

  const outgoing = new Map<string, WorkflowEdge[]>();
  const incoming = new Map<string, WorkflowEdge[]>();
  const pairs = new Set<string>();
  for (const edge of edges) {
    const label = edge.label || edge.id;
    if (!byId.has(edge.source) || !byId.has(edge.target)) {
      issues.push({ code: 'danglingEdge', edgeId: edge.id, name: label });
      continue;
    }
    if (edge.source === edge.target) {
      issues.push({
        code: 'selfLoop',
        edgeId: edge.id,
        nodeId: edge.source,
        name: nameOf(byId.get(edge.source) as WorkflowNode),
      });
      continue;
    }
    const pair = `${edge.source}\u0000${edge.target}`;
    if (pairs.has(pair)) issues.push({ code: 'duplicateEdge', edgeId: edge.id, name: label });
    pairs.add(pair);
    outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge]);
    incoming.set(edge.target, [...(incoming.get(edge.target) ?? []), edge]);
  }

  for (const node of nodes) {
    const out = outgoing.get(node.id) ?? [];
    const name = nameOf(node);
    const at = { nodeId: node.id, name };
    if (node.type === 'start' && (incoming.get(node.id) ?? []).length > 0)
      issues.push({ code: 'startHasInput', ...at });
    if (node.type === 'end') {
      if (out.length > 0) issues.push({ code: 'endHasOutput', ...at });
    } else if (out.length === 0) {
      issues.push({ code: 'missingOutput', ...at });
    }
    if (node.type === 'condition') {
      if (out.length < 2) issues.push({ code: 'conditionBranches', ...at });
      if (out.filter((e) => e.isDefault).length !== 1) issues.push({ code: 'conditionDefault', ...at });
    } else {
      if (node.type !== 'end' && out.length > 1) issues.push({ code: 'tooManyOutputs', ...at });
      for (const edge of out) {
        if (edge.conditions.length > 0 || edge.isDefault) {
          issues.push({ code: 'conditionOnPlainEdge', edgeId: edge.id, name: edge.label || edge.id });
        }
      }
    }
    if (node.type === 'approve' || node.type === 'notify') {
      const assignee = node.data.assignee;
      if (!assignee) issues.push({ code: 'noAssignee', ...at });
      else if ((assignee.kind === 'user' || assignee.kind === 'role') && assignee.ids.length === 0) {
        issues.push({ code: 'assigneeIds', ...at });
      }
    }
  }

  // reachability from the start, and to an end (walking the edges backwards)
  const walk = (from: string[], next: Map<string, WorkflowEdge[]>, side: 'target' | 'source') => {
    const seen = new Set(from);
    const queue = [...from];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      for (const edge of next.get(id) ?? []) {
        const to = edge[side];
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return seen;
  };
  if (starts.length > 0) {
    const reached = walk(
      starts.map((s) => s.id),
      outgoing,
      'target',
    );
    for (const node of nodes) {
      if (!reached.has(node.id)) issues.push({ code: 'unreachable', nodeId: node.id, name: nameOf(node) });
    }
  }
  const ends = nodes.filter((n) => n.type === 'end').map((n) => n.id);
  if (ends.length > 0) {
    const reachesEnd = walk(ends, incoming, 'source');
    for (const node of nodes) {
      if (!reachesEnd.has(node.id)) issues.push({ code: 'noPathToEnd', nodeId: node.id, name: nameOf(node) });
    }
  }
  const cycleAt = findCycle(nodes, outgoing);
  if (cycleAt) issues.push({ code: 'cycle', nodeId: cycleAt.id, name: nameOf(cycleAt) });
  return issues;
}

/** A node on a cycle, if the graph has one (an instance must always move towards an end). */
function findCycle(nodes: WorkflowNode[], outgoing: Map<string, WorkflowEdge[]>): WorkflowNode | undefined {
  const state = new Map<string, 1 | 2>();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const root of nodes) {
    if (state.has(root.id)) continue;
    // iterative depth-first search: [node id, index of the next outgoing edge]
    const stack: [string, number][] = [[root.id, 0]];
    state.set(root.id, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [string, number];
      const out = outgoing.get(top[0]) ?? [];
      if (top[1] >= out.length) {
        state.set(top[0], 2);
        stack.pop();
        continue;
      }
      const to = (out[top[1]++] as WorkflowEdge).target;
      const seen = state.get(to);
      if (seen === 1) return byId.get(to);
      if (seen === undefined) {
        state.set(to, 1);
        stack.push([to, 0]);
      }
    }
  }
  return undefined;
}

/** Reads a field of the instance (dotted paths reach into objects). */
export function fieldValue(fields: Record<string, unknown>, path: string): unknown {
  let value: unknown = fields;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

/** Whether one condition holds for the instance's fields; numbers compare as numbers, the rest as text. */
export function conditionHolds(condition: WorkflowCondition, fields: Record<string, unknown>): boolean {
  const actual = fieldValue(fields, condition.field);
  const expected = condition.value;
  switch (condition.op) {
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
    case 'in':
      return (Array.isArray(expected) ? expected : [expected]).some((v) => sameValue(actual, v));
    case 'contains':
      if (Array.isArray(actual)) return actual.some((v) => sameValue(v, expected));
      return typeof actual === 'string' && typeof expected === 'string' && actual.includes(expected);
    case 'eq':
      return sameValue(actual, expected);
    case 'ne':
      return !sameValue(actual, expected);
    default: {
      const a = asNumber(actual);
      const b = asNumber(expected);
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      if (condition.op === 'gt') return a > b;
      if (condition.op === 'gte') return a >= b;
      if (condition.op === 'lt') return a < b;
      return a <= b;
    }
  }
}

function sameValue(actual: unknown, expected: unknown): boolean {
  if (isEmpty(actual) || expected === null) return isEmpty(actual) && (expected === null || expected === '');
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  return String(actual) === String(expected);
}

/**
 * The edge a condition node takes for these fields: the first non-default edge (in the graph's order) whose
 * conditions all hold, else the default edge.
 */
export function chooseBranch(
  edges: WorkflowEdge[],
  fields: Record<string, unknown>,
): WorkflowEdge | undefined {
  const chosen = edges.find(
    (e) => !e.isDefault && e.conditions.length > 0 && e.conditions.every((c) => conditionHolds(c, fields)),
  );
  return chosen ?? edges.find((e) => e.isDefault);
}

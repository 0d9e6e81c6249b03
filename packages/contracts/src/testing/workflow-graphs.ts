import fc from 'fast-check';
import {
  ASSIGNEE_KINDS,
  type WorkflowCondition,
  type WorkflowEdge,
  type WorkflowGraph,
  type WorkflowNode,
  WORKFLOW_MAX_NODES,
} from '../api/system/workflow-graph.ts';

/**
 * Random graphs for the tests of the publish check (fast-check): valid by construction, and the helpers the tests
 * use to break one rule at a time. Test support only: nothing of the API imports it.
 */

// ---- random valid graphs: start → steps → end, where a step is an approval, a notice or a branch -------------

export type Assignee = NonNullable<WorkflowNode['data']['assignee']>;
export type Step =
  | { kind: 'approve' | 'notify'; assignee: Assignee; mode: 'any' | 'all'; name: string }
  | { kind: 'branch'; branches: Branch[]; defaultAt: number; name: string };
export interface Branch {
  steps: Step[];
  /** the branch ends in an end node of its own instead of joining the others (not the first branch) */
  ownEnd: boolean;
}

export const assignee: fc.Arbitrary<Assignee> = fc
  .constantFrom(...ASSIGNEE_KINDS)
  .chain((kind) =>
    kind === 'user' || kind === 'role'
      ? fc
          .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: 1, maxLength: 4 })
          .map((ids) => ({ kind, ids }))
      : fc.constant<Assignee>({ kind, ids: [] }),
  );
/** names as the schema keeps them (trimmed) */
export const stepName = fc.oneof(
  fc.constant(''),
  fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.trim()),
);

const { steps: stepsArb } = fc.letrec<{ steps: Step[]; step: Step; branch: Branch }>((tie) => ({
  step: fc.oneof(
    { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
    fc.record({
      kind: fc.constantFrom('approve' as const, 'notify' as const),
      assignee,
      mode: fc.constantFrom('any' as const, 'all' as const),
      name: stepName,
    }),
    fc
      .record({
        kind: fc.constant('branch' as const),
        branches: fc.array(tie('branch'), { minLength: 2, maxLength: 3 }),
        defaultAt: fc.nat(),
        name: stepName,
      })
      .map((b) => ({ ...b, defaultAt: b.defaultAt % b.branches.length })),
  ),
  branch: fc.record({ steps: tie('steps'), ownEnd: fc.boolean() }),
  steps: fc.array(tie('step'), { maxLength: 4 }),
}));

const condition: fc.Arbitrary<WorkflowCondition> = fc.record({
  field: fc.constantFrom('amount', 'qty', 'kind', 'form.shop'),
  op: fc.constantFrom('gt', 'lte', 'eq', 'in', 'notEmpty'),
  value: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant(null)),
});

/** Builds the graph of `steps` between a start and an end; `conditions` are handed to branch lines in turn. */
export function buildGraph(
  steps: Step[],
  conditions: WorkflowCondition[],
  viewport: WorkflowGraph['viewport'],
) {
  const nodes: WorkflowNode[] = [];
  const edges: WorkflowEdge[] = [];
  let n = 0;
  let c = 0;
  const add = (type: WorkflowNode['type'], data: Partial<WorkflowNode['data']> = {}) => {
    const id = `n${++n}`;
    nodes.push({
      id,
      type,
      position: { x: n * 10, y: n * 40 },
      data: { name: '', assignee: null, mode: 'any', formCode: null, remark: null, ...data },
    });
    return id;
  };
  const link = (source: string, target: string, more: Partial<WorkflowEdge> = {}) =>
    edges.push({
      id: `e${edges.length + 1}`,
      source,
      target,
      label: null,
      conditions: [],
      isDefault: false,
      ...more,
    });
  /** The nodes of `list`, the last one leading to `next`; answers the first node's id (`next` when empty). */
  const emit = (list: Step[], next: string): string => {
    let target = next;
    for (const step of [...list].reverse()) {
      if (step.kind !== 'branch') {
        const id = add(step.kind, { name: step.name, assignee: step.assignee, mode: step.mode });
        link(id, target);
        target = id;
        continue;
      }
      const id = add('condition', { name: step.name });
      const entries = new Set<string>();
      step.branches.forEach((branch, i) => {
        // the first branch always joins the rest of the graph, so the rest stays reachable
        let entry = emit(branch.steps, branch.ownEnd && i > 0 ? add('end') : target);
        // a second branch straight to the same node would repeat a line: it ends on its own instead
        if (entries.has(entry)) entry = add('end');
        entries.add(entry);
        const isDefault = i === step.defaultAt;
        const rule = conditions[c++ % conditions.length] as WorkflowCondition;
        link(id, entry, {
          isDefault,
          conditions: isDefault ? [] : [rule],
          label: isDefault ? null : `b${i}`,
        });
      });
      target = id;
    }
    return target;
  };
  const start = add('start', { name: 'start' });
  link(start, emit(steps, add('end', { name: 'end' })));
  return { schemaVersion: 1 as const, nodes, edges, viewport };
}

// `+ 0`: JSON has no -0
export const viewport = fc.record({
  x: fc.double({ min: -5000, max: 5000, noNaN: true }).map((v) => v + 0),
  y: fc.double({ min: -5000, max: 5000, noNaN: true }).map((v) => v + 0),
  zoom: fc.double({ min: 0.05, max: 10, noNaN: true }),
});
const graphOf = (steps: fc.Arbitrary<Step[]>) =>
  fc
    .tuple(steps, fc.array(condition, { minLength: 1, maxLength: 5 }), viewport)
    .map(([s, conditions, v]) => buildGraph(s, conditions, v))
    // room for the nodes a mutation adds
    .filter((g) => g.nodes.length < WORKFLOW_MAX_NODES - 2);
export const validGraph = graphOf(stepsArb);
/** graphs with at least an approval before a branch (so a branch has an approval upstream of it) */
export const branchedGraph = graphOf(
  fc
    .tuple(
      fc.record({
        kind: fc.constant('approve' as const),
        assignee,
        mode: fc.constant('any' as const),
        name: fc.constant('first'),
      }),
      fc.record({
        kind: fc.constant('branch' as const),
        branches: fc.array(fc.record({ steps: stepsArb, ownEnd: fc.boolean() }), {
          minLength: 2,
          maxLength: 3,
        }),
        defaultAt: fc.constant(0),
        name: fc.constant('which'),
      }),
      stepsArb,
    )
    .map(([first, branch, rest]): Step[] => [first, branch, ...rest]),
);

// ---- helpers over a built graph -------------------------------------------------------------------------------

export const byType = (g: WorkflowGraph, ...types: WorkflowNode['type'][]) =>
  g.nodes.filter((n) => types.includes(n.type));
export const nameOf = (n: WorkflowNode) => n.data.name || n.id;
export const plainEdge = (
  id: string,
  source: string,
  target: string,
  more: Partial<WorkflowEdge> = {},
): WorkflowEdge => ({
  id,
  source,
  target,
  label: null,
  conditions: [],
  isDefault: false,
  ...more,
});
/** The nodes a walk backwards from `id` reaches (its ancestors). */
export function ancestors(g: WorkflowGraph, id: string): Set<string> {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const e of g.edges) {
      if (e.target === at && !seen.has(e.source)) {
        seen.add(e.source);
        queue.push(e.source);
      }
    }
  }
  return seen;
}
/** The nodes on some path from `from` to `to` (both included). */
export function between(g: WorkflowGraph, from: string, to: string): Set<string> {
  const up = ancestors(g, to);
  const result = new Set([from, to]);
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const e of g.edges) {
      if (e.source === at && !seen.has(e.target)) {
        seen.add(e.target);
        queue.push(e.target);
        if (up.has(e.target)) result.add(e.target);
      }
    }
  }
  return result;
}
export const pick = <T>(list: T[], seed: number): T => list[seed % list.length] as T;

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_KINDS,
  chooseBranch,
  conditionHolds,
  type WorkflowCondition,
  type WorkflowEdge,
  type WorkflowGraph,
  workflowGraphSchema,
  type WorkflowIssue,
  type WorkflowNode,
  validateWorkflowGraph,
  WORKFLOW_MAX_NODES,
} from './workflow-graph.ts';

// ---- random valid graphs: start → steps → end, where a step is an approval, a notice or a branch -------------

type Assignee = NonNullable<WorkflowNode['data']['assignee']>;
type Step =
  | { kind: 'approve' | 'notify'; assignee: Assignee; mode: 'any' | 'all'; name: string }
  | { kind: 'branch'; branches: Branch[]; defaultAt: number; name: string };
interface Branch {
  steps: Step[];
  /** the branch ends in an end node of its own instead of joining the others (not the first branch) */
  ownEnd: boolean;
}

const assignee: fc.Arbitrary<Assignee> = fc
  .constantFrom(...ASSIGNEE_KINDS)
  .chain((kind) =>
    kind === 'user' || kind === 'role'
      ? fc
          .uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: 1, maxLength: 4 })
          .map((ids) => ({ kind, ids }))
      : fc.constant<Assignee>({ kind, ids: [] }),
  );
/** names as the schema keeps them (trimmed) */
const stepName = fc.oneof(
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
function buildGraph(steps: Step[], conditions: WorkflowCondition[], viewport: WorkflowGraph['viewport']) {
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
const viewport = fc.record({
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
const validGraph = graphOf(stepsArb);
/** graphs with at least an approval before a branch (so a branch has an approval upstream of it) */
const branchedGraph = graphOf(
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

const byType = (g: WorkflowGraph, ...types: WorkflowNode['type'][]) =>
  g.nodes.filter((n) => types.includes(n.type));
const nameOf = (n: WorkflowNode) => n.data.name || n.id;
const plainEdge = (
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
function ancestors(g: WorkflowGraph, id: string): Set<string> {
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
function between(g: WorkflowGraph, from: string, to: string): Set<string> {
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
const pick = <T>(list: T[], seed: number): T => list[seed % list.length] as T;

describe('validateWorkflowGraph', () => {
  it('passes every random valid graph, which the schema reads back unchanged', () => {
    fc.assert(
      fc.property(validGraph, (generated) => {
        const graph = structuredClone(generated);
        expect(validateWorkflowGraph(graph)).toEqual([]);
        expect(workflowGraphSchema.parse(JSON.parse(JSON.stringify(graph)))).toEqual(graph);
      }),
    );
  });

  it('reports a graph without its start as noStart only', () => {
    fc.assert(
      fc.property(validGraph, (generated) => {
        const graph = structuredClone(generated);
        const start = byType(graph, 'start')[0] as WorkflowNode;
        graph.nodes = graph.nodes.filter((n) => n !== start);
        graph.edges = graph.edges.filter((e) => e.source !== start.id);
        expect(validateWorkflowGraph(graph)).toEqual([{ code: 'noStart' }]);
      }),
    );
  });

  it('reports a second start by its name', () => {
    fc.assert(
      fc.property(validGraph, stepName, (generated, name) => {
        const graph = structuredClone(generated);
        const first = graph.edges.find((e) => e.source === byType(graph, 'start')[0]!.id) as WorkflowEdge;
        const extra = { ...structuredClone(byType(graph, 'start')[0]!), id: 'extra' };
        extra.data.name = name;
        graph.nodes.push(extra);
        graph.edges.push(plainEdge('x1', 'extra', first.target));
        expect(validateWorkflowGraph(graph)).toEqual([
          { code: 'manyStarts', nodeId: 'extra', name: name || 'extra' },
        ]);
      }),
    );
  });

  it('reports a line whose end is not a node as dangling, by its label or id', () => {
    fc.assert(
      fc.property(validGraph, fc.nat(), fc.boolean(), (generated, seed, atSource) => {
        const graph = structuredClone(generated);
        const line = pick(graph.edges, seed);
        if (atSource) line.source = 'ghost';
        else line.target = 'ghost';
        expect(validateWorkflowGraph(graph)).toContainEqual({
          code: 'danglingEdge',
          edgeId: line.id,
          name: line.label || line.id,
        });
      }),
    );
  });

  it('reports a line from a node to itself as a self-loop of that node only', () => {
    fc.assert(
      fc.property(validGraph, fc.nat(), (generated, seed) => {
        const graph = structuredClone(generated);
        const target = pick(graph.nodes, seed);
        graph.edges.push(plainEdge('x1', target.id, target.id));
        expect(validateWorkflowGraph(graph)).toEqual([
          { code: 'selfLoop', edgeId: 'x1', nodeId: target.id, name: nameOf(target) },
        ]);
      }),
    );
  });

  it('reports a condition that lost its default line, and only that', () => {
    fc.assert(
      fc.property(branchedGraph, fc.nat(), (generated, seed) => {
        const graph = structuredClone(generated);
        const cond = pick(byType(graph, 'condition'), seed);
        for (const e of graph.edges) if (e.source === cond.id) e.isDefault = false;
        expect(validateWorkflowGraph(graph)).toEqual([
          { code: 'conditionDefault', nodeId: cond.id, name: nameOf(cond) },
        ]);
      }),
    );
  });

  it('reports an approval or notice without its assignee, or a user/role assignee without ids', () => {
    fc.assert(
      fc.property(
        branchedGraph,
        fc.nat(),
        fc.constantFrom('none', 'user', 'role'),
        (generated, seed, how) => {
          const graph = structuredClone(generated);
          const step = pick(byType(graph, 'approve', 'notify'), seed);
          step.data.assignee = how === 'none' ? null : { kind: how, ids: [] };
          const code = how === 'none' ? 'noAssignee' : 'assigneeIds';
          expect(validateWorkflowGraph(graph)).toEqual([{ code, nodeId: step.id, name: nameOf(step) }]);
        },
      ),
    );
  });

  it('reports a node no line from the start reaches as unreachable, and only that', () => {
    fc.assert(
      fc.property(validGraph, fc.nat(), stepName, (generated, seed, name) => {
        const graph = structuredClone(generated);
        const end = pick(byType(graph, 'end'), seed);
        graph.nodes.push({
          id: 'island',
          type: 'approve',
          position: { x: 0, y: 0 },
          data: { name, assignee: { kind: 'orgLeader', ids: [] }, mode: 'any', formCode: null, remark: null },
        });
        graph.edges.push(plainEdge('x1', 'island', end.id));
        expect(validateWorkflowGraph(graph)).toEqual([
          { code: 'unreachable', nodeId: 'island', name: name || 'island' },
        ]);
      }),
    );
  });

  it('reports a line back up the graph as a cycle through a node on it, and only that', () => {
    fc.assert(
      fc.property(branchedGraph, fc.nat(), fc.nat(), (generated, seed, upSeed) => {
        const graph = structuredClone(generated);
        const conditions = byType(graph, 'condition').filter((c) =>
          [...ancestors(graph, c.id)].some((id) => graph.nodes.find((n) => n.id === id)?.type === 'approve'),
        );
        const cond = pick(conditions, seed);
        const upstream = graph.nodes.filter(
          (n) => n.type === 'approve' && ancestors(graph, cond.id).has(n.id),
        );
        const back = pick(upstream, upSeed);
        graph.edges.push(
          plainEdge('x1', cond.id, back.id, { conditions: [{ field: 'amount', op: 'gt', value: 1 }] }),
        );
        const issues = validateWorkflowGraph(graph);
        expect(issues.map((i) => i.code)).toEqual(['cycle']);
        const on = between(graph, back.id, cond.id);
        const found = issues[0] as WorkflowIssue;
        expect(on.has(found.nodeId as string)).toBe(true);
      }),
    );
  });

  it('names the node of each other rule broken on a small graph', () => {
    const graph = buildGraph(
      [{ kind: 'approve', assignee: { kind: 'starterManager', ids: [] }, mode: 'any', name: '审批' }],
      [{ field: 'amount', op: 'gt', value: 1 }],
      { x: 0, y: 0, zoom: 1 },
    );
    const approve = byType(graph, 'approve')[0] as WorkflowNode;
    const end = byType(graph, 'end')[0] as WorkflowNode;
    const start = byType(graph, 'start')[0] as WorkflowNode;
    const issuesWith = (change: (g: WorkflowGraph) => void) => {
      const g = structuredClone(graph);
      change(g);
      return validateWorkflowGraph(g);
    };
    expect(issuesWith((g) => g.edges.push(plainEdge('x1', end.id, approve.id)))).toEqual(
      expect.arrayContaining([{ code: 'endHasOutput', nodeId: end.id, name: 'end' }]),
    );
    expect(issuesWith((g) => g.edges.push(plainEdge('x1', approve.id, start.id)))).toEqual(
      expect.arrayContaining([
        { code: 'startHasInput', nodeId: start.id, name: 'start' },
        { code: 'tooManyOutputs', nodeId: approve.id, name: '审批' },
      ]),
    );
    expect(issuesWith((g) => (g.edges = g.edges.filter((e) => e.source !== approve.id)))).toEqual([
      { code: 'missingOutput', nodeId: approve.id, name: '审批' },
      { code: 'unreachable', nodeId: end.id, name: 'end' },
      { code: 'noPathToEnd', nodeId: start.id, name: 'start' },
      { code: 'noPathToEnd', nodeId: approve.id, name: '审批' },
    ]);
    expect(issuesWith((g) => (g.edges[0]!.isDefault = true))).toEqual([
      { code: 'conditionOnPlainEdge', edgeId: g0(graph).id, name: g0(graph).id },
    ]);
    expect(issuesWith((g) => g.edges.push({ ...g.edges[0]!, id: 'x1', label: '重复' }))).toEqual(
      expect.arrayContaining([{ code: 'duplicateEdge', edgeId: 'x1', name: '重复' }]),
    );
    expect(issuesWith((g) => (g.nodes[1]!.id = g.nodes[0]!.id))).toEqual(
      expect.arrayContaining([{ code: 'duplicateId', nodeId: g0n(graph).id, name: g0n(graph).id }]),
    );
    expect(issuesWith((g) => (g.nodes = g.nodes.filter((n) => n.type !== 'end')))).toContainEqual({
      code: 'noEnd',
    });
    const single = { ...graph, nodes: [graph.nodes[0]!], edges: [] };
    expect(validateWorkflowGraph(single)).toEqual(
      expect.arrayContaining([{ code: 'noEnd' }, { code: 'missingOutput', nodeId: 'n1', name: 'start' }]),
    );
    const cond = buildGraph(
      [
        {
          kind: 'branch',
          defaultAt: 0,
          name: '分支',
          branches: [
            { steps: [], ownEnd: false },
            { steps: [], ownEnd: true },
          ],
        },
      ],
      [{ field: 'amount', op: 'gt', value: 1 }],
      { x: 0, y: 0, zoom: 1 },
    );
    const c = byType(cond, 'condition')[0] as WorkflowNode;
    const oneBranch = structuredClone(cond);
    oneBranch.edges = oneBranch.edges.filter((e) => e.source !== c.id || e.isDefault);
    expect(validateWorkflowGraph(oneBranch)).toContainEqual({
      code: 'conditionBranches',
      nodeId: c.id,
      name: '分支',
    });
  });

  it('refuses more than 200 nodes at once', () => {
    const many = buildGraph(
      Array.from({ length: 200 }, () => ({
        kind: 'notify' as const,
        assignee: { kind: 'orgLeader' as const, ids: [] },
        mode: 'any' as const,
        name: '',
      })),
      [{ field: 'amount', op: 'gt', value: 1 }],
      { x: 0, y: 0, zoom: 1 },
    );
    expect(validateWorkflowGraph(many)).toEqual([{ code: 'tooManyNodes' }]);
  });
});

const g0 = (g: WorkflowGraph) => g.edges[0] as WorkflowEdge;
const g0n = (g: WorkflowGraph) => g.nodes[0] as WorkflowNode;

describe('conditionHolds', () => {
  const holds = (
    field: string,
    op: WorkflowCondition['op'],
    value: WorkflowCondition['value'],
    fields: object,
  ) => conditionHolds({ field, op, value }, fields as Record<string, unknown>);

  it('compares numbers as numbers, whether they come as numbers or as text', () => {
    expect(holds('amount', 'gt', 1000, { amount: 1000.01 })).toBe(true);
    expect(holds('amount', 'gt', 1000, { amount: 1000 })).toBe(false);
    expect(holds('amount', 'gte', 1000, { amount: '1000' })).toBe(true);
    expect(holds('amount', 'lt', '20', { amount: 3 })).toBe(true);
    expect(holds('amount', 'lte', 2, { amount: 2 })).toBe(true);
    expect(holds('amount', 'eq', 5, { amount: '5.0' })).toBe(true);
    expect(holds('amount', 'ne', 5, { amount: 6 })).toBe(true);
    // "10" and "9" compare as numbers, not text
    expect(holds('qty', 'gt', '9', { qty: '10' })).toBe(true);
  });

  it('never holds an order comparison on what is not a number, or missing', () => {
    expect(holds('amount', 'gt', 1, { amount: 'lots' })).toBe(false);
    expect(holds('amount', 'lt', 1, {})).toBe(false);
    expect(holds('amount', 'gt', null, { amount: 5 })).toBe(false);
    expect(holds('amount', 'gte', 0, { amount: '' })).toBe(false);
  });

  it('reads dotted paths into objects, and tells text, lists and empty values apart', () => {
    expect(holds('form.shop', 'eq', 'A', { form: { shop: 'A' } })).toBe(true);
    expect(holds('form.shop.name', 'eq', 'A', { form: { shop: 'A' } })).toBe(false);
    expect(holds('kind', 'in', [1, 3], { kind: 3 })).toBe(true);
    expect(holds('kind', 'in', [1, 3], { kind: 2 })).toBe(false);
    expect(holds('kind', 'in', 2, { kind: '2' })).toBe(true);
    expect(holds('tags', 'contains', 'vip', { tags: ['new', 'vip'] })).toBe(true);
    expect(holds('remark', 'contains', 'urgent', { remark: 'very urgent' })).toBe(true);
    expect(holds('remark', 'contains', 'urgent', { remark: 5 })).toBe(false);
    expect(holds('remark', 'empty', null, { remark: '' })).toBe(true);
    expect(holds('tags', 'empty', null, { tags: [] })).toBe(true);
    expect(holds('remark', 'notEmpty', null, { remark: 0 })).toBe(true);
    expect(holds('remark', 'eq', null, {})).toBe(true);
    expect(holds('remark', 'eq', '', { remark: null })).toBe(true);
    expect(holds('remark', 'ne', null, { remark: 'x' })).toBe(true);
    expect(holds('name', 'eq', 'abc', { name: 'abc' })).toBe(true);
    expect(holds('name', 'eq', 'abc', { name: 'ABC' })).toBe(false);
  });
});

describe('chooseBranch', () => {
  const branch = (id: string, conditions: WorkflowCondition[], isDefault = false) =>
    plainEdge(id, 'c', id, { conditions, isDefault });
  const big = branch('big', [{ field: 'amount', op: 'gt', value: 1000 }]);
  const fallback = branch('other', [], true);

  it('takes the first line whose conditions all hold, else the default', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        const chosen = chooseBranch([fallback, big], { amount });
        expect(chosen?.id).toBe(amount > 1000 ? 'big' : 'other');
      }),
    );
    const both = branch('both', [
      { field: 'amount', op: 'gt', value: 100 },
      { field: 'kind', op: 'eq', value: 2 },
    ]);
    const medium = branch('medium', [{ field: 'amount', op: 'gt', value: 100 }]);
    expect(chooseBranch([both, medium, fallback], { amount: 500, kind: 2 })?.id).toBe('both');
    expect(chooseBranch([both, medium, fallback], { amount: 500, kind: 1 })?.id).toBe('medium');
    expect(chooseBranch([medium, both, fallback], { amount: 500, kind: 2 })?.id).toBe('medium');
    expect(chooseBranch([both, medium, fallback], { amount: 50, kind: 2 })?.id).toBe('other');
  });

  it('skips a non-default line without conditions, and finds nothing without a default', () => {
    const bare = branch('bare', []);
    expect(chooseBranch([bare, fallback], {})?.id).toBe('other');
    expect(chooseBranch([big], { amount: 1 })).toBeUndefined();
    // a default line is the fallback even when it carries conditions of its own that hold
    const guardedDefault = branch('guarded', [{ field: 'amount', op: 'gt', value: 0 }], true);
    expect(chooseBranch([guardedDefault, big], { amount: 5000 })?.id).toBe('big');
  });
});

describe('values the web imports', () => {
  it.each(['approval-events.ts', 'workflow-status.ts'])(
    '%s imports nothing (no zod reaches the list screen)',
    (file) => {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(/^import (?!type )/m);
    },
  );
});

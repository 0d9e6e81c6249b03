import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ancestors,
  between,
  branchedGraph,
  buildGraph,
  byType,
  nameOf,
  pick,
  plainEdge,
  stepName,
  validGraph,
} from '../../testing/workflow-graphs.ts';
import {
  type WorkflowEdge,
  type WorkflowGraph,
  workflowGraphSchema,
  type WorkflowIssue,
  type WorkflowNode,
  validateWorkflowGraph,
} from './workflow-graph.ts';

const g0 = (g: WorkflowGraph) => g.edges[0] as WorkflowEdge;
const g0n = (g: WorkflowGraph) => g.nodes[0] as WorkflowNode;

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

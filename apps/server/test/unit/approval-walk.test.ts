import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import { describe, expect, it } from 'vitest';
import { GraphIndex } from '../../src/modules/system/approval/graph-walk.ts';

const node = (id: string, type: WorkflowGraph['nodes'][number]['type']) => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { name: id.toUpperCase(), assignee: null, mode: 'any' as const, formCode: null, remark: null },
});
const edge = (id: string, source: string, target: string, isDefault = false) => ({
  id,
  source,
  target,
  label: null,
  conditions: [],
  isDefault,
});

/**
 * start → c → (x → a → j) | (default → b → j) → j → end, and c's third branch → end: choosing one branch skips
 * the approve steps only the others reach; the step both meet again (j) is never skipped.
 */
const graph: WorkflowGraph = {
  schemaVersion: 1,
  nodes: [
    node('start', 'start'),
    node('c', 'condition'),
    node('a', 'approve'),
    node('b', 'approve'),
    node('j', 'approve'),
    node('end', 'end'),
  ],
  edges: [
    edge('e0', 'start', 'c'),
    edge('e1', 'c', 'a'),
    edge('e2', 'c', 'b', true),
    edge('e3', 'c', 'end'),
    edge('e4', 'a', 'j'),
    edge('e5', 'b', 'j'),
    edge('e6', 'j', 'end'),
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};

describe('the approval walk over a graph', () => {
  const index = new GraphIndex(graph);
  const chosen = (id: string) =>
    index.outgoing('c').find((e) => e.id === id) as WorkflowGraph['edges'][number];

  it('skips the approve steps only the branches not taken reach', () => {
    expect(index.skippedSteps('c', chosen('e1')).map((n) => n.id)).toEqual(['b']);
    expect(index.skippedSteps('c', chosen('e2')).map((n) => n.id)).toEqual(['a']);
    expect(index.skippedSteps('c', chosen('e3')).map((n) => n.id)).toEqual(['a', 'b', 'j']);
  });

  it('finds the start and the one way on of a plain node, and refuses a node the graph lacks', () => {
    expect(index.start().id).toBe('start');
    expect(index.next('a').target).toBe('j');
    expect(() => index.node('nope')).toThrow('no node nope');
  });
});

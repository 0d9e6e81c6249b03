import type { WorkflowNode } from '@retail/contracts/api/system/workflow-graph';
import { describe, expect, it } from 'vitest';
import {
  addNext,
  connectionRefusal,
  makeEdge,
  makeNode,
  newId,
  newName,
  nextTypes,
  ROW_GAP,
} from './edit.ts';
import { type Drawing, type FlowNode, fromFlow, toFlow } from './flow.ts';
import { emptyHistory, HISTORY_LIMIT, record, redo, seal, undo } from './history.ts';
import { autoLayout, NODE_SIZE } from './layout.ts';

const approve = (id: string, y: number): WorkflowNode => ({
  ...makeNode(id, 'approve', { x: 0, y }, id),
  data: { name: id, assignee: { kind: 'role', ids: [7] }, mode: 'all', formCode: 'f1', remark: 'r' },
});
/** start → a → end */
const chain = (): Drawing => ({
  nodes: [
    makeNode('s', 'start', { x: 0, y: 0 }, 'start'),
    approve('a', 140),
    makeNode('e', 'end', { x: 0, y: 280 }, 'end'),
  ],
  edges: [makeEdge('e1', 's', 'a'), { ...makeEdge('e2', 'a', 'e'), label: 'ok' }],
});
let seq = 0;
const ids = () => `x${++seq}`;

describe('the canvas and the graph', () => {
  it('gives back the same drawing, whatever the canvas added to its nodes and lines', () => {
    const drawing = chain();
    drawing.edges.push({
      ...makeEdge('e3', 'a', 's'),
      conditions: [{ field: 'amount', op: 'in', value: [1, 'x'] }],
      isDefault: true,
    });
    const flow = toFlow(drawing);
    const touched = flow.nodes.map((n): FlowNode => ({
      ...n,
      selected: true,
      dragging: false,
      measured: { width: 200, height: 60 },
    }));
    expect(
      fromFlow(
        touched,
        flow.edges.map((e) => ({ ...e, selected: true })),
      ),
    ).toEqual(drawing);
    // the canvas holds copies: editing it leaves the drawing as it was
    flow.nodes[1]!.data.assignee!.ids.push(8);
    expect(drawing.nodes[1]!.data.assignee!.ids).toEqual([7]);
  });
});

describe('undo history', () => {
  const d = (n: number): Drawing => ({ nodes: [makeNode(`n${n}`, 'end', { x: n, y: 0 }, '')], edges: [] });

  it('undoes and redoes step by step, and a new change drops what could be redone', () => {
    let h = record(emptyHistory(), d(1));
    h = record(h, d(2));
    const first = undo(h, d(3))!;
    expect(first.drawing).toEqual(d(2));
    const second = undo(first.history, first.drawing)!;
    expect(second.drawing).toEqual(d(1));
    expect(undo(second.history, second.drawing)).toBeNull();
    const again = redo(second.history, second.drawing)!;
    expect(again.drawing).toEqual(d(2));
    const changed = record(again.history, again.drawing);
    expect(redo(changed, d(9))).toBeNull();
  });

  it('makes one step of changes with the same key in a row, until sealed', () => {
    let h = record(emptyHistory(), d(1), 'name:a');
    h = record(h, d(2), 'name:a');
    expect(h.past).toEqual([d(1)]);
    h = record(seal(h), d(3), 'name:a');
    expect(h.past).toEqual([d(1), d(3)]);
    h = record(h, d(4), 'name:b');
    expect(h.past).toHaveLength(3);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let h = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = record(h, d(i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toEqual(d(5));
  });
});

describe('editing the drawing', () => {
  it('inserts the next node between a node and what followed it, moving what followed down a row', () => {
    const next = addNext(chain(), 'a', { id: 'n', type: 'notify', name: 'cc' }, ids);
    expect(next.edges.map((e) => [e.source, e.target])).toEqual([
      ['s', 'a'],
      ['a', 'n'],
      ['n', 'e'],
    ]);
    // the line kept its id and label, now ending at the new node
    expect(next.edges[1]).toMatchObject({ id: 'e2', label: 'ok' });
    const at = (id: string) => next.nodes.find((n) => n.id === id)!.position;
    expect(at('n')).toEqual({ x: 0, y: 140 + ROW_GAP });
    expect(at('e')).toEqual({ x: 0, y: 280 + ROW_GAP });
    expect(at('s')).toEqual({ x: 0, y: 0 });
  });

  it('adds a branch beside the others after a condition, and an end only where no line leaves', () => {
    const base: Drawing = {
      nodes: [
        makeNode('c', 'condition', { x: 100, y: 0 }, 'c'),
        makeNode('e', 'end', { x: 100, y: 140 }, 'e'),
      ],
      edges: [makeEdge('e1', 'c', 'e')],
    };
    const next = addNext(base, 'c', { id: 'b', type: 'approve', name: 'b' }, ids);
    expect(next.edges.map((e) => [e.source, e.target])).toEqual([
      ['c', 'e'],
      ['c', 'b'],
    ]);
    expect(next.nodes.find((n) => n.id === 'b')!.position).toEqual({ x: 340, y: 140 });
    expect(nextTypes(next, 'c')).toContain('end');
    expect(nextTypes(chain(), 'a')).not.toContain('end');
    expect(nextTypes(chain(), 'e')).toEqual([]);
    const endless: Drawing = { nodes: [approve('a', 0)], edges: [] };
    expect(nextTypes(endless, 'a')).toContain('end');
  });

  it('refuses lines the publish check would refuse', () => {
    const d = chain();
    expect(connectionRefusal(d, 'a', 'a')).toBe('selfLoop');
    expect(connectionRefusal(d, 's', 'a')).toBe('duplicateEdge');
    expect(connectionRefusal(d, 'a', 's')).toBe('startHasInput');
    expect(connectionRefusal(d, 'e', 'a')).toBe('endHasOutput');
    expect(connectionRefusal(d, 's', 'e')).toBeNull();
  });

  it('names and numbers new nodes apart, and makes ids the graph schema accepts', () => {
    const d = chain();
    expect(newName(d, '审批', (n) => `审批 ${n}`)).toBe('审批');
    d.nodes.push(
      makeNode('b', 'approve', { x: 0, y: 0 }, '审批'),
      makeNode('c', 'approve', { x: 0, y: 0 }, '审批 2'),
    );
    expect(newName(d, '审批', (n) => `审批 ${n}`)).toBe('审批 3');
    let calls = 0;
    // the first random id is taken: another is drawn
    const values = [0, 0, 0.5];
    d.nodes.push(makeNode('approve_000000', 'approve', { x: 0, y: 0 }, ''));
    const id = newId('approve', d, () => values[calls++]!);
    expect(id).not.toBe('approve_000000');
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(makeNode('z', 'end', { x: 13, y: 27 }, '').position).toEqual({ x: 10, y: 30 });
  });
});

describe('auto layout', () => {
  it('lays a branched graph out top to bottom on the grid, branches side by side, without overlaps', () => {
    const d: Drawing = {
      nodes: [
        makeNode('s', 'start', { x: 500, y: 900 }, ''),
        makeNode('c', 'condition', { x: 0, y: 0 }, ''),
        approve('a', 0),
        approve('b', 0),
        makeNode('e', 'end', { x: 0, y: 0 }, ''),
      ],
      edges: [
        makeEdge('1', 's', 'c'),
        makeEdge('2', 'c', 'a'),
        makeEdge('3', 'c', 'b'),
        makeEdge('4', 'a', 'e'),
        makeEdge('5', 'b', 'e'),
      ],
    };
    const laid = autoLayout(d);
    const at = (id: string) => laid.nodes.find((n) => n.id === id)!.position;
    for (const edge of d.edges) expect(at(edge.target).y).toBeGreaterThan(at(edge.source).y);
    expect(at('a').y).toBe(at('b').y);
    expect(Math.abs(at('a').x - at('b').x)).toBeGreaterThanOrEqual(NODE_SIZE.width);
    for (const node of laid.nodes) {
      expect(node.position.x % 10).toBe(0);
      expect(node.position.y % 10).toBe(0);
    }
    expect(laid.edges).toBe(d.edges);
    expect(laid.nodes.map((n) => n.data)).toEqual(d.nodes.map((n) => n.data));
  });
});

import type {
  WorkflowEdge,
  WorkflowNode,
  WorkflowNodeType,
} from '@retail/contracts/api/system/workflow-graph';
import type { Drawing } from './flow.ts';

/** The vertical and horizontal step between nodes the designer places itself ("+", insert, branches). */
export const ROW_GAP = 140;
export const COLUMN_GAP = 240;
/** The canvas's snap grid (px). */
export const GRID = 10;

/** `+ 0`: never -0 */
export const snap = (value: number): number => Math.round(value / GRID) * GRID + 0;

/** A new id for a node or line: the prefix and six random letters or digits, unused in the drawing. */
export function newId(prefix: string, drawing: Drawing, random: () => number = Math.random): string {
  const taken = new Set([...drawing.nodes.map((n) => n.id), ...drawing.edges.map((e) => e.id)]);
  for (;;) {
    const id = `${prefix}_${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * A new node's name: its type's label, numbered from 2 when the label is taken (start and end too, so a second
 * start is named apart from the first and the publish check can name it).
 */
export function newName(drawing: Drawing, label: string, numbered: (n: number) => string): string {
  const names = new Set(drawing.nodes.map((n) => n.data.name));
  if (!names.has(label)) return label;
  for (let n = 2; ; n++) if (!names.has(numbered(n))) return numbered(n);
}

export function makeNode(
  id: string,
  type: WorkflowNodeType,
  position: { x: number; y: number },
  name: string,
): WorkflowNode {
  return {
    id,
    type,
    position: { x: snap(position.x), y: snap(position.y) },
    data: { name, assignee: null, mode: 'any', formCode: null, remark: null },
  };
}

export function makeEdge(id: string, source: string, target: string): WorkflowEdge {
  return { id, source, target, label: null, conditions: [], isDefault: false };
}

/** Why a line from `source` to `target` may not be drawn (the publish check refuses it), or null when it may. */
export function connectionRefusal(
  drawing: Drawing,
  source: string,
  target: string,
): 'selfLoop' | 'duplicateEdge' | 'startHasInput' | 'endHasOutput' | null {
  if (source === target) return 'selfLoop';
  if (drawing.edges.some((e) => e.source === source && e.target === target)) return 'duplicateEdge';
  const typeOf = (id: string) => drawing.nodes.find((n) => n.id === id)?.type;
  if (typeOf(target) === 'start') return 'startHasInput';
  if (typeOf(source) === 'end') return 'endHasOutput';
  return null;
}

/** The node types "+" on a node offers: an end only where no line leaves yet, and nothing after an end. */
export function nextTypes(
  drawing: { nodes: ReadonlyArray<{ id: string; type?: string }>; edges: ReadonlyArray<{ source: string }> },
  fromId: string,
): WorkflowNodeType[] {
  const from = drawing.nodes.find((n) => n.id === fromId);
  if (!from || from.type === 'end') return [];
  const leaves = drawing.edges.some((e) => e.source === fromId);
  const types: WorkflowNodeType[] = ['approve', 'notify', 'condition'];
  return from.type === 'condition' || !leaves ? [...types, 'end'] : types;
}

/** Every node reachable from `id` along the lines, `id` included. */
function downstream(drawing: Drawing, id: string): Set<string> {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const edge of drawing.edges) {
      if (edge.source === at && !seen.has(edge.target)) {
        seen.add(edge.target);
        queue.push(edge.target);
      }
    }
  }
  return seen;
}

/**
 * "+" on a node: the next node below it. After a condition it is one more branch, beside the others. After any
 * other node with a line out, it goes in between: the line now ends at the new node, a new line leads on from it,
 * and what followed moves down a row.
 */
export function addNext(
  drawing: Drawing,
  fromId: string,
  node: { id: string; type: WorkflowNodeType; name: string },
  edgeIds: () => string,
): Drawing {
  const from = drawing.nodes.find((n) => n.id === fromId);
  if (!from) return drawing;
  const below = { x: from.position.x, y: from.position.y + ROW_GAP };
  const outgoing = drawing.edges.filter((e) => e.source === fromId);
  if (from.type === 'condition') {
    const at = { x: from.position.x + outgoing.length * COLUMN_GAP, y: below.y };
    return {
      nodes: [...drawing.nodes, makeNode(node.id, node.type, at, node.name)],
      edges: [...drawing.edges, makeEdge(edgeIds(), fromId, node.id)],
    };
  }
  const [line] = outgoing;
  const added = makeNode(node.id, node.type, below, node.name);
  if (!line || node.type === 'end') {
    return {
      nodes: [...drawing.nodes, added],
      edges: [...drawing.edges, makeEdge(edgeIds(), fromId, node.id)],
    };
  }
  const moved = downstream(drawing, line.target);
  moved.delete(fromId);
  return {
    nodes: [
      ...drawing.nodes.map((n) =>
        moved.has(n.id) ? { ...n, position: { x: n.position.x, y: n.position.y + ROW_GAP } } : n,
      ),
      added,
    ],
    edges: [
      ...drawing.edges.map((e) => (e.id === line.id ? { ...e, target: node.id } : e)),
      makeEdge(edgeIds(), node.id, line.target),
    ],
  };
}

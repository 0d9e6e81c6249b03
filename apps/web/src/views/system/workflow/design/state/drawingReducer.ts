import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import {
  type Drawing,
  drawingText,
  type FlowEdge,
  type FlowNode,
  fromFlow,
  toFlowEdge,
  toFlowNode,
} from './flow.ts';
import { emptyHistory, type History, record, redo, seal, undo } from './history.ts';

/** The canvas's nodes and lines, the undo history, and the drawing as last saved (the dirty check). */
export interface DrawingState {
  nodes: FlowNode[];
  edges: FlowEdge[];
  history: History;
  saved: string;
}

export type DrawingAction =
  | { type: 'nodesChange'; changes: NodeChange<FlowNode>[] }
  | { type: 'edgesChange'; changes: EdgeChange<FlowEdge>[] }
  /** a step the canvas is about to take itself (a drag, a delete): the drawing before it is kept */
  | { type: 'record' }
  /** a change of the drawing; changes of one `key` in a row are one undo step */
  | { type: 'change'; change: (drawing: Drawing) => Drawing; key?: string; select?: string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'seal' }
  | { type: 'saved'; drawing: Drawing };

/** The state of a drawing as loaded (a graph's viewport and schema version are not part of it). */
export function initialDrawingState({ nodes, edges }: Drawing): DrawingState {
  return {
    nodes: nodes.map(toFlowNode),
    edges: edges.map(toFlowEdge),
    history: emptyHistory(),
    saved: drawingText({ nodes, edges }),
  };
}

export const drawingOf = (state: Pick<DrawingState, 'nodes' | 'edges'>): Drawing =>
  fromFlow(state.nodes, state.edges);

export const isDirty = (state: DrawingState): boolean => drawingText(drawingOf(state)) !== state.saved;

/**
 * The canvas drawing `drawing`, keeping what the canvas knows of the nodes and lines that stay (their measured
 * size, their selection), so a change does not make every node measure itself again. `select` replaces the
 * selection with those ids.
 */
function show(state: DrawingState, drawing: Drawing, select?: string[]): DrawingState {
  const oldNodes = new Map(state.nodes.map((n) => [n.id, n]));
  const oldEdges = new Map(state.edges.map((e) => [e.id, e]));
  const chosen = select && new Set(select);
  const nodes = drawing.nodes.map((node) => {
    const old = oldNodes.get(node.id);
    const next = toFlowNode(node);
    const selected = chosen ? chosen.has(node.id) : (old?.selected ?? false);
    return old?.measured ? { ...next, measured: old.measured, selected } : { ...next, selected };
  });
  const edges = drawing.edges.map((edge) => {
    const selected = chosen ? chosen.has(edge.id) : (oldEdges.get(edge.id)?.selected ?? false);
    return { ...toFlowEdge(edge), selected };
  });
  return { ...state, nodes, edges };
}

export function drawingReducer(state: DrawingState, action: DrawingAction): DrawingState {
  switch (action.type) {
    case 'nodesChange':
      return { ...state, nodes: applyNodeChanges(action.changes, state.nodes) };
    case 'edgesChange':
      return { ...state, edges: applyEdgeChanges(action.changes, state.edges) };
    case 'record':
      return { ...state, history: record(state.history, drawingOf(state)) };
    case 'change': {
      const before = drawingOf(state);
      const after = action.change(before);
      if (drawingText(after) === drawingText(before)) {
        return action.select ? show(state, after, action.select) : state;
      }
      const shown = show(state, after, action.select);
      return { ...shown, history: record(state.history, before, action.key ?? null) };
    }
    case 'undo':
    case 'redo': {
      const step = (action.type === 'undo' ? undo : redo)(state.history, drawingOf(state));
      return step ? { ...show(state, step.drawing, []), history: step.history } : state;
    }
    case 'seal':
      return { ...state, history: seal(state.history) };
    case 'saved':
      return { ...state, saved: drawingText(action.drawing) };
  }
}

import type { Edge, MarkerType, Node } from '@xyflow/react';
import type {
  WorkflowEdge,
  WorkflowGraph,
  WorkflowNode,
  WorkflowNodeType,
} from '@retail/contracts/api/system/workflow-graph';

/**
 * The canvas's nodes and lines (@xyflow/react) and the graph they draw. A flow node's `data` is the workflow
 * node's own data object, its type the workflow node's type; a flow edge's `data` the line's label, conditions
 * and default flag. Whatever the canvas adds (selection, measured sizes, dragging) is never part of the graph, so
 * graph → canvas → graph gives back the same graph.
 */
export type NodeData = WorkflowNode['data'];
export type FlowNode = Node<NodeData, WorkflowNodeType>;
export interface EdgeData extends Record<string, unknown> {
  label: string | null;
  conditions: WorkflowEdge['conditions'];
  isDefault: boolean;
}
export type FlowEdge = Edge<EdgeData, 'workflow'>;

/** The nodes and lines of a graph, without its viewport: what the undo history keeps. */
export interface Drawing {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

/** The arrow at a line's end (React Flow's `MarkerType.ArrowClosed`). */
const ARROW = { type: 'arrowclosed' as MarkerType };

export function toFlowNode(node: WorkflowNode): FlowNode {
  return {
    id: node.id,
    type: node.type,
    position: { ...node.position },
    data: structuredClone(node.data),
  };
}

export function toFlowEdge(edge: WorkflowEdge): FlowEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    type: 'workflow',
    markerEnd: ARROW,
    data: { label: edge.label, conditions: structuredClone(edge.conditions), isDefault: edge.isDefault },
  };
}

export function toFlow(drawing: Drawing): { nodes: FlowNode[]; edges: FlowEdge[] } {
  return { nodes: drawing.nodes.map(toFlowNode), edges: drawing.edges.map(toFlowEdge) };
}

export function fromFlowNode(node: FlowNode): WorkflowNode {
  return {
    id: node.id,
    type: node.type as WorkflowNodeType,
    position: { x: node.position.x, y: node.position.y },
    data: structuredClone(node.data),
  };
}

export function fromFlowEdge(edge: FlowEdge): WorkflowEdge {
  const data = edge.data ?? { label: null, conditions: [], isDefault: false };
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: data.label,
    conditions: structuredClone(data.conditions),
    isDefault: data.isDefault,
  };
}

export function fromFlow(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): Drawing {
  return { nodes: nodes.map(fromFlowNode), edges: edges.map(fromFlowEdge) };
}

export function graphOf(drawing: Drawing, viewport: WorkflowGraph['viewport']): WorkflowGraph {
  return { schemaVersion: 1, nodes: drawing.nodes, edges: drawing.edges, viewport: { ...viewport } };
}

/** A drawing's identity for the dirty check: equal texts, equal drawings. */
export const drawingText = (drawing: Drawing): string => JSON.stringify(drawing);

import { Graph, layout } from '@dagrejs/dagre';
import type { Drawing } from './flow.ts';
import { snap } from './edit.ts';

/** A node's size on the canvas before it was measured. */
export const NODE_SIZE = { width: 220, height: 72 };

/**
 * Dagre's top-to-bottom layout of the drawing: each node's top-left corner where dagre centres it, on the snap
 * grid; the lines are untouched (they follow their nodes). Sizes are the measured ones where known.
 */
export function autoLayout(
  drawing: Drawing,
  sizes: ReadonlyMap<string, { width: number; height: number }> = new Map(),
): Drawing {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 60, ranksep: 70, marginx: 20, marginy: 20 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of drawing.nodes) graph.setNode(node.id, { ...(sizes.get(node.id) ?? NODE_SIZE) });
  const ids = new Set(drawing.nodes.map((n) => n.id));
  for (const edge of drawing.edges) {
    // a line to a node that is gone (a file's dangling line) has no place in the layout
    if (ids.has(edge.source) && ids.has(edge.target)) graph.setEdge(edge.source, edge.target, {}, edge.id);
  }
  layout(graph);
  return {
    nodes: drawing.nodes.map((node) => {
      const placed = graph.node(node.id) as { x: number; y: number; width: number; height: number };
      return {
        ...node,
        position: { x: snap(placed.x - placed.width / 2), y: snap(placed.y - placed.height / 2) },
      };
    }),
    edges: drawing.edges,
  };
}

import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@retail/contracts/api/system/workflow-graph';

/** A published graph indexed for walking: nodes by id, outgoing edges in the graph's order. */
export class GraphIndex {
  private readonly nodes = new Map<string, WorkflowNode>();
  private readonly out = new Map<string, WorkflowEdge[]>();

  constructor(readonly graph: WorkflowGraph) {
    for (const node of graph.nodes) this.nodes.set(node.id, node);
    for (const edge of graph.edges) this.out.set(edge.source, [...(this.out.get(edge.source) ?? []), edge]);
  }

  node(id: string): WorkflowNode {
    const node = this.nodes.get(id);
    // a published version passed validateWorkflowGraph: its edges name its nodes
    if (!node) throw new Error(`approval graph: no node ${id}`);
    return node;
  }

  start(): WorkflowNode {
    const start = this.graph.nodes.find((n) => n.type === 'start');
    if (!start) throw new Error('approval graph: no start node');
    return start;
  }

  outgoing(id: string): WorkflowEdge[] {
    return this.out.get(id) ?? [];
  }

  /** The one edge leaving a node that is not a condition. */
  next(id: string): WorkflowEdge {
    const [edge] = this.outgoing(id);
    if (!edge) throw new Error(`approval graph: node ${id} has no way on`);
    return edge;
  }

  /** Every node reachable from these nodes, themselves included. */
  private reach(from: string[]): Set<string> {
    const seen = new Set(from);
    const queue = [...from];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      for (const edge of this.outgoing(id)) {
        if (!seen.has(edge.target)) {
          seen.add(edge.target);
          queue.push(edge.target);
        }
      }
    }
    return seen;
  }

  /**
   * The approve steps a condition's choice leaves out: reachable through its other branches but not through the
   * chosen one (so a step that every branch meets again is not skipped), in the graph's order.
   */
  skippedSteps(condition: string, chosen: WorkflowEdge): WorkflowNode[] {
    const taken = this.reach([chosen.target]);
    const others = this.reach(
      this.outgoing(condition)
        .filter((e) => e.id !== chosen.id)
        .map((e) => e.target),
    );
    return this.graph.nodes.filter((n) => n.type === 'approve' && others.has(n.id) && !taken.has(n.id));
  }
}

/** How the history and to-do lists name a node: its name, else its id. */
export const nodeName = (node: WorkflowNode): string => node.data.name || node.id;

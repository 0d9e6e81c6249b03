import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@retail/contracts/api/system/workflow-graph';

type NodeData = Partial<WorkflowNode['data']>;

/** A node as the graph schema's output has it (every default filled). */
export function node(
  id: string,
  type: WorkflowNode['type'],
  data: NodeData = {},
  x = 0,
  y = 0,
): WorkflowNode {
  return {
    id,
    type,
    position: { x, y },
    data: { name: '', assignee: null, mode: 'any', formCode: null, remark: null, ...data },
  };
}

export function edge(
  id: string,
  source: string,
  target: string,
  more: Partial<WorkflowEdge> = {},
): WorkflowEdge {
  return { id, source, target, label: null, conditions: [], isDefault: false, ...more };
}

/**
 * A refund approval that passes the publish check: the store manager (role `roleId`) approves, and refunds above
 * 1000 also go to the user `userId`; the others end at once.
 */
export function refundGraph(roleId: number, userId: number): WorkflowGraph {
  return {
    schemaVersion: 1,
    nodes: [
      node('start', 'start', { name: '提交' }, 0, 0),
      node('manager', 'approve', { name: '店长审批', assignee: { kind: 'role', ids: [roleId] } }, 0, 120),
      node('amount', 'condition', { name: '金额判断' }, 0, 240),
      node(
        'finance',
        'approve',
        { name: '财务审批', assignee: { kind: 'user', ids: [userId] }, mode: 'all' },
        0,
        360,
      ),
      node('end', 'end', { name: '结束' }, 0, 480),
    ],
    edges: [
      edge('e1', 'start', 'manager', { label: '提交' }),
      edge('e2', 'manager', 'amount'),
      edge('e3', 'amount', 'finance', {
        label: '大额',
        conditions: [{ field: 'amount', op: 'gt', value: 1000 }],
      }),
      edge('e4', 'amount', 'end', { label: '其他', isDefault: true }),
      edge('e5', 'finance', 'end'),
    ],
    viewport: { x: 12.5, y: -40, zoom: 0.8 },
  };
}

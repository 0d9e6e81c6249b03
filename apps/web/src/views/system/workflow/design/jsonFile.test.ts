import { describe, expect, it } from 'vitest';
import { readGraphFile, workflowFileText } from './jsonFile.ts';
import { emptyWorkflowGraph } from './contracts.ts';

const graph = {
  schemaVersion: 1 as const,
  nodes: [
    {
      id: 's',
      type: 'start' as const,
      position: { x: 0, y: 0 },
      data: { name: '开始', assignee: null, mode: 'any' as const, formCode: null, remark: null },
    },
  ],
  edges: [],
  viewport: { x: 1, y: 2, zoom: 0.5 },
};
const row = {
  id: 1,
  code: 'refund',
  name: '退款审批',
  category: null,
  event: 'saleRefund' as const,
  status: 1,
  currentVersion: 0,
  version: 3,
  remark: null,
  createTime: '2025-01-01 00:00:00',
  createUserName: null,
  updateTime: null,
  updateUserName: null,
  graph: emptyWorkflowGraph(),
};

describe('workflow files in the designer', () => {
  it('reads back the graph it exported, and takes a bare graph too', () => {
    expect(readGraphFile(workflowFileText(row, graph))).toEqual({ ok: true, graph });
    expect(readGraphFile(JSON.stringify(graph))).toEqual({ ok: true, graph });
  });

  it('names what is wrong with a file it refuses', () => {
    expect(readGraphFile('{"nodes": [')).toEqual({ ok: false, problem: 'notJson' });
    const bad = JSON.parse(workflowFileText(row, graph)) as { graph: { nodes: Array<{ type: string }> } };
    bad.graph.nodes[0]!.type = 'timer';
    const reading = readGraphFile(JSON.stringify(bad));
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toContain('graph.nodes.0.type');
    const other = readGraphFile(JSON.stringify({ kind: 'print', graph }));
    expect(!other.ok && other.problem).toContain('kind');
  });
});

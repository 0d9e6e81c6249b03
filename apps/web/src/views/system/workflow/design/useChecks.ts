import type { WorkflowGraph, WorkflowIssueCode } from '@retail/contracts/api/system/workflow-graph';
import { useTranslation } from 'react-i18next';
import { validateWorkflowGraph, workflowGraphSchema } from './contracts.ts';

/** An issue as the designer lists it: the publish check's, or the graph schema's refusal of a field. */
export interface ShownIssue {
  code: WorkflowIssueCode | 'schema';
  nodeId?: string;
  edgeId?: string;
  message: string;
}

/**
 * The designer's checks, the same code the server runs: the graph schema (what a save needs: a condition's field
 * name, a name's length) and the publish check, each issue's message naming its node or line.
 */
export function useChecks() {
  const { t } = useTranslation();

  /** The schema's refusals, each naming the node, line or condition it is in; empty when the graph saves. */
  const schemaIssues = (graph: WorkflowGraph): ShownIssue[] => {
    const parsed = workflowGraphSchema.safeParse(graph);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const [part, index, ...rest] = issue.path;
      const node = part === 'nodes' ? graph.nodes[Number(index)] : undefined;
      const edge = part === 'edges' ? graph.edges[Number(index)] : undefined;
      const last = issue.path[issue.path.length - 1];
      const what =
        rest[0] === 'conditions' && last === 'field'
          ? 'fieldName'
          : issue.code === 'too_big' && (last === 'name' || last === 'label')
            ? 'tooLong'
            : 'other';
      const detail =
        what === 'other'
          ? t('workflow.schema.other', { path: issue.path.join('.') })
          : t(`workflow.schema.${what}`, { max: 64 });
      if (node) {
        return {
          code: 'schema',
          nodeId: node.id,
          message: t('workflow.schema.joined', {
            where: t('workflow.schema.node', { name: node.data.name || node.id }),
            detail,
          }),
        };
      }
      if (edge) {
        const where =
          rest[0] === 'conditions'
            ? t('workflow.schema.condition', { name: edge.label || edge.id, n: Number(rest[1]) + 1 })
            : t('workflow.schema.edge', { name: edge.label || edge.id });
        return { code: 'schema', edgeId: edge.id, message: t('workflow.schema.joined', { where, detail }) };
      }
      return { code: 'schema', message: detail };
    });
  };

  /** Everything that stops a publish: the schema's refusals, else the publish check's issues. */
  const publishIssues = (graph: WorkflowGraph): ShownIssue[] => {
    const refused = schemaIssues(graph);
    if (refused.length > 0) return refused;
    return validateWorkflowGraph(graph).map((issue) => ({
      code: issue.code,
      nodeId: issue.nodeId,
      edgeId: issue.edgeId,
      message: t(`workflow.issue.${issue.code}`, { name: issue.name ?? '' }),
    }));
  };

  return { schemaIssues, publishIssues };
}

import {
  type WorkflowGraph,
  type WorkflowIssue,
  type WorkflowIssueCode,
  validateWorkflowGraph,
} from '@retail/contracts/api/system/workflow-graph';
import type { WorkflowIssueOutput } from '@retail/contracts/api/system/workflow';
import type { Language } from '../../../platform/i18n/language.ts';
import { type MessageKey, translateChecked } from '../../../platform/i18n/messages.ts';

/** Every issue code has its text (a code added to the contract without one fails the typecheck here). */
const issueKey = (code: WorkflowIssueCode) => `workflow.issue.${code}` as const satisfies MessageKey;

/** An issue's message in a language, naming its node or line (its name, else its id). */
export function issueMessage(issue: WorkflowIssue, lang: Language): string {
  return translateChecked(lang, issueKey(issue.code), { name: issue.name ?? '' });
}

/** The publish check of a graph, each issue with its message in the caller's language. */
export function checkGraph(graph: WorkflowGraph, lang: Language): WorkflowIssueOutput[] {
  return validateWorkflowGraph(graph).map((issue) => ({ ...issue, message: issueMessage(issue, lang) }));
}

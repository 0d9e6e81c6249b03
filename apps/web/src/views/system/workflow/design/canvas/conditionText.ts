import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type { WorkflowCondition } from '@retail/contracts/api/system/workflow-graph';
import type { WorkflowText } from '../../useWorkflowText.ts';

/** `退款金额 大于 1000` / `kind 属于 1, 3` / `remark 为空`: one condition as a line's label says it. */
export function conditionText(
  condition: WorkflowCondition,
  text: Pick<WorkflowText, 'op' | 'eventField'>,
  event: ApprovalEvent | null,
): string {
  const field = text.eventField(event, condition.field);
  const op = text.op(condition.op);
  if (condition.op === 'empty' || condition.op === 'notEmpty') return `${field} ${op}`;
  const value = Array.isArray(condition.value) ? condition.value.join(', ') : String(condition.value ?? '');
  return `${field} ${op} ${value}`;
}

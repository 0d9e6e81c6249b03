import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type {
  AssigneeKind,
  ConditionOp,
  WorkflowNodeType,
} from '@retail/contracts/api/system/workflow-graph';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const STATUS_KEYS = {
  [WORKFLOW_STATUS.draft]: 'draft',
  [WORKFLOW_STATUS.published]: 'published',
  [WORKFLOW_STATUS.disabled]: 'disabled',
} as const;

/** The workflow screens' words for states, events, node types, assignees and operators, in the reader's language. */
export function useWorkflowText() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      status: (status: number) => {
        const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
        return key ? t(`workflow.status.${key}`) : String(status);
      },
      event: (event: ApprovalEvent | null) => t(`workflow.event.${event ?? 'none'}`),
      nodeType: (type: WorkflowNodeType) => t(`workflow.nodeType.${type}`),
      nodeHint: (type: WorkflowNodeType) => t(`workflow.nodeHint.${type}`),
      assigneeKind: (kind: AssigneeKind) => t(`workflow.assignee.${kind}`),
      op: (op: ConditionOp) => t(`workflow.op.${op}`),
      /** the label of a field of an event's conditions (`amount` of a refund: "退款金额") */
      eventField: (event: ApprovalEvent | null, key: string) => {
        if (event === 'stockAdjust' || event === 'saleRefund') {
          const texts = t(`workflow.eventField.${event}`, { returnObjects: true }) as Record<string, string>;
          return texts[key] ?? key;
        }
        return key;
      },
    }),
    [t],
  );
}

export type WorkflowText = ReturnType<typeof useWorkflowText>;

import { ApprovalStatus, ApprovalTaskStatus } from '@retail/contracts';
import type { ApprovalAction, ApprovalEventName } from '@retail/contracts/api/system/approval';
import { APPROVAL_EVENT_FIELDS } from '@retail/contracts/api/system/approval-events';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../components/display/format.ts';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';

const STATUS = {
  [ApprovalStatus.Running]: ['running', 'processing'],
  [ApprovalStatus.Approved]: ['approved', 'success'],
  [ApprovalStatus.Rejected]: ['rejected', 'error'],
  [ApprovalStatus.Withdrawn]: ['withdrawn', 'default'],
} as const;

const TASK_STATUS = {
  [ApprovalTaskStatus.Pending]: ['pending', 'processing'],
  [ApprovalTaskStatus.Approved]: ['approved', 'success'],
  [ApprovalTaskStatus.Rejected]: ['rejected', 'error'],
  [ApprovalTaskStatus.Cancelled]: ['cancelled', 'default'],
} as const;

/** An approval's state as a tag. */
export function ApprovalStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const found = STATUS[status as ApprovalStatus];
  if (!found) return null;
  return (
    <Tag color={found[1]} data-testid="approval-status">
      {t(`approval.status.${found[0]}`)}
    </Tag>
  );
}

/** A task's state as a tag. */
export function TaskStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const found = TASK_STATUS[status as ApprovalTaskStatus];
  return found ? <Tag color={found[1]}>{t(`approval.taskStatus.${found[0]}`)}</Tag> : null;
}

/** The names the approval screens show: events, history actions and the documents' fields. */
export function useApprovalLabels() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return {
    event: (event: ApprovalEventName) => t(`approval.event.${event}`),
    action: (action: ApprovalAction) => t(`approval.action.${action}`),
    /**
     * A document's fields in the order its event lists them, money as yuan; a designed form's own fields (not
     * listed) by their key.
     */
    fields(event: ApprovalEventName, fields: Record<string, unknown>): Array<[string, string]> {
      const known = event === 'formSubmit' ? [] : APPROVAL_EVENT_FIELDS[event];
      const rows: Array<[string, string]> = known
        .filter((f) => fields[f.key] !== undefined)
        .map((f) => {
          const value = fields[f.key];
          const shown =
            f.type === 'money'
              ? yuanText(value as number)
              : event === 'stockAdjust' && f.key === 'kind'
                ? (enums.adjustKind[Number(value)]?.label ?? String(value))
                : String(value);
          return [t(`approval.field.${f.key as 'amount'}`), shown];
        });
      const listed = new Set(known.map((f) => f.key));
      for (const [key, value] of Object.entries(fields)) {
        if (!listed.has(key))
          rows.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
      }
      return rows;
    },
  };
}

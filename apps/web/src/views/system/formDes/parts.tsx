import type {
  FORM_DATA_STATUS as DataStatus,
  FORM_STATUS as Status,
} from '@retail/contracts/api/system/form';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The contract's form and submission states (its values, as the web takes only its types). */
export const FORM_STATUS = { draft: 1, published: 2, disabled: 3 } as const satisfies typeof Status;
export const FORM_DATA_STATUS = {
  submitted: 1,
  awaitingApproval: 2,
  approved: 3,
  rejected: 4,
  withdrawn: 5,
} as const satisfies typeof DataStatus;

const STATUS_COLOURS: Record<number, string> = {
  [FORM_STATUS.draft]: 'default',
  [FORM_STATUS.published]: 'success',
  [FORM_STATUS.disabled]: 'warning',
};
const DATA_COLOURS: Record<number, string> = {
  [FORM_DATA_STATUS.submitted]: 'blue',
  [FORM_DATA_STATUS.awaitingApproval]: 'processing',
  [FORM_DATA_STATUS.approved]: 'success',
  [FORM_DATA_STATUS.rejected]: 'error',
  [FORM_DATA_STATUS.withdrawn]: 'default',
};

/** A form's state: draft, published or disabled. */
export function FormStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{t(`formDesign.status.${status}` as never)}</Tag>;
}

/** A submission's state: submitted, awaiting approval, approved, rejected. */
export function DataStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={DATA_COLOURS[status] ?? 'default'}>{t(`formDesign.dataStatus.${status}` as never)}</Tag>;
}

import { ApprovalStatus } from '@retail/contracts';
import type { ApprovalSummaryOutput } from '@retail/contracts/api/system/approval';
import { Alert, Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalTimeline } from '../../../system/approval/ApprovalTimeline.tsx';
import { ApprovalStatusTag } from '../../../system/approval/labels.tsx';

/** A stock adjustment's latest approval: its state, a note when it sent the draft back, and the history. */
export function AdjustApproval({ approval }: { approval: ApprovalSummaryOutput }) {
  const { t } = useTranslation();
  const note =
    approval.status === ApprovalStatus.Rejected
      ? t('approval.adjust.rejectedNote')
      : approval.status === ApprovalStatus.Withdrawn
        ? t('approval.adjust.withdrawnNote')
        : null;
  return (
    <Card
      data-testid="adjust-approval"
      title={
        <Space>
          {t('approval.adjust.approval')}
          <ApprovalStatusTag status={approval.status} />
          {approval.workflowName}
          {approval.currentNodeName ? `· ${approval.currentNodeName}` : null}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        {note ? <Alert type="warning" showIcon title={note} data-testid="adjust-approval-note" /> : null}
        <ApprovalTimeline history={approval.history} />
      </Flex>
    </Card>
  );
}

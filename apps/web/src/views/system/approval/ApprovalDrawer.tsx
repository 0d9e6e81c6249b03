import type { ApprovalDetailOutput } from '@retail/contracts/api/system/approval';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Flex, Input, Result, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalApi, approvalKeys } from '../../../api/system/approval.ts';
import { saleOrderKeys } from '../../../api/sale-order.ts';
import { stockAdjustKeys } from '../../../api/stock-adjust.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { useMenuStore } from '../../../stores/menu.ts';
import { ApprovalTimeline } from './ApprovalTimeline.tsx';
import { ApprovalStatusTag, TaskStatusTag, useApprovalLabels } from './labels.tsx';

const ADJUST_DETAIL = '/stock/adjust/detail/:id';

interface Props {
  /** the instance shown; null closes the drawer */
  id: number | null;
  onClose(): void;
}

/** One approval: the document's fields, its approvers, the history, and the caller's decision or withdrawal. */
export function ApprovalDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: approvalKeys.call('detail', id),
    queryFn: ({ signal }) => approvalApi.detail(id as number, signal),
    enabled: id !== null,
  });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={t('approval.detail.title')}
      destroyOnHidden
      data-testid="approval-drawer"
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.error || !detail.data ? (
        <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />
      ) : (
        <ApprovalBody approval={detail.data} onDone={onClose} />
      )}
    </Drawer>
  );
}

function ApprovalBody({ approval, onDone }: { approval: ApprovalDetailOutput; onDone(): void }) {
  const { t } = useTranslation();
  const labels = useApprovalLabels();
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const canOpenAdjust = useMenuStore((s) => s.routes.some((r) => r.path === ADJUST_DETAIL));
  const changed = async () => {
    await Promise.all(
      [approvalKeys.all, stockAdjustKeys.all, saleOrderKeys.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
    onDone();
  };
  const approve = async () => {
    if (approval.myTaskId === null) return;
    setBusy(true);
    try {
      await approvalApi.approve({ taskId: approval.myTaskId, comment });
      feedback.success(t('approval.decide.approved'));
      await changed();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    if (approval.myTaskId === null) return;
    if (comment.trim() === '') throw new Error(t('approval.decide.rejectNeedsComment'));
    await approvalApi.reject({ taskId: approval.myTaskId, comment });
    await changed();
  };

  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('approval.column.title')}>
          <Space wrap>
            <span data-testid="approval-title">{approval.title}</span>
            {approval.event === 'stockAdjust' && canOpenAdjust ? (
              <Link to={`/stock/adjust/detail/${approval.businessKey}`} onClick={onDone}>
                {t('approval.detail.openDocument')}
              </Link>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('approval.column.event')}>
          {labels.event(approval.event)}
        </Descriptions.Item>
        <Descriptions.Item label={t('approval.column.workflow')}>
          {approval.workflowName} ({t('approval.detail.version', { n: approval.versionNo })})
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.status')}>
          <Space>
            <ApprovalStatusTag status={approval.status} />
            {approval.currentNodeName}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('approval.column.starter')}>{approval.starterUserName}</Descriptions.Item>
        <Descriptions.Item label={t('approval.column.startTime')}>
          <DateTimeText value={approval.startTime} />
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('approval.detail.fields')}>
        <Descriptions column={2} size="small" data-testid="approval-fields">
          {labels.fields(approval.event, approval.fields).map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card size="small" title={t('approval.detail.approvers')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={approval.tasks}
          locale={{ emptyText: t('ui.empty') }}
          columns={[
            { title: t('approval.column.node'), dataIndex: 'nodeName' },
            { title: t('approval.detail.approvers'), dataIndex: 'assigneeName' },
            {
              title: t('ui.status'),
              dataIndex: 'status',
              render: (status: number) => <TaskStatusTag status={status} />,
            },
            { title: t('approval.column.comment'), dataIndex: 'comment' },
          ]}
        />
      </Card>
      <Card size="small" title={t('approval.detail.history')}>
        <ApprovalTimeline history={approval.history} />
      </Card>
      {approval.myTaskId !== null ? (
        <Card size="small" title={t('approval.decide.comment')}>
          <Flex vertical gap={8}>
            <Input.TextArea
              value={comment}
              maxLength={500}
              rows={3}
              placeholder={t('approval.decide.commentPlaceholder')}
              onChange={(e) => setComment(e.target.value)}
              data-testid="approval-comment"
            />
            <Space>
              <Button
                type="primary"
                loading={busy}
                onClick={() => void approve()}
                data-testid="approval-approve"
              >
                {t('approval.decide.approve')}
              </Button>
              <ConfirmButton
                danger
                question={t('approval.decide.rejectQuestion', { title: approval.title })}
                doneText={t('approval.decide.rejected')}
                onConfirm={reject}
                data-testid="approval-reject"
              >
                {t('approval.decide.reject')}
              </ConfirmButton>
            </Space>
          </Flex>
        </Card>
      ) : null}
      {approval.canWithdraw ? (
        <Space>
          <ConfirmButton
            question={t('approval.withdraw.question', { title: approval.title })}
            doneText={t('approval.withdraw.done')}
            onConfirm={async () => {
              await approvalApi.withdraw({ id: approval.id });
              await changed();
            }}
            data-testid="approval-withdraw"
          >
            {t('approval.withdraw.action')}
          </ConfirmButton>
        </Space>
      ) : null}
    </Flex>
  );
}

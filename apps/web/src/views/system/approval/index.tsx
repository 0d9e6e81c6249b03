import type {
  ApprovalInstanceOutput,
  ApprovalStartedPageBody,
  ApprovalTaskOutput,
  ApprovalTaskPageBody,
} from '@retail/contracts/api/system/approval';
import { Button, Form, Input, Select, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageFilters } from '../../../api/page-filters.ts';
import { approvalApi, approvalKeys } from '../../../api/system/approval.ts';
import { timeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ApprovalDrawer } from './ApprovalDrawer.tsx';
import { ApprovalStatusTag, TaskStatusTag, useApprovalLabels } from './labels.tsx';

const EVENTS = ['stockAdjust', 'saleRefund', 'formSubmit'] as const;
const TABS = ['todo', 'done', 'started'] as const;
type Tab = (typeof TABS)[number];

/** The title filter and the event filter every tab shares. */
function Filters() {
  const { t } = useTranslation();
  const labels = useApprovalLabels();
  return (
    <>
      <Form.Item name="title" label={t('approval.column.title')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="event" label={t('approval.column.event')}>
        <Select
          allowClear
          style={{ width: 160 }}
          options={EVENTS.map((event) => ({ value: event, label: labels.event(event) }))}
        />
      </Form.Item>
    </>
  );
}

/**
 * Everyone's approvals (home → approvals): to-dos to decide, what one decided, what one started; each row opens
 * the approval's drawer, as does `?id=` (the bell's links).
 */
export default function ApprovalScreen() {
  const { t } = useTranslation();
  const labels = useApprovalLabels();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'todo';
  const openId = Number(params.get('id')) || null;
  const show = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('id');
      else next.set('id', String(id));
      return next;
    });
  const openButton = (id: number, testId: string) => (
    <Button type="link" size="small" onClick={() => show(id)} data-testid={testId}>
      {t('approval.detail.open')}
    </Button>
  );

  const instanceColumns: ColumnsType<ApprovalTaskOutput> = [
    {
      title: t('approval.column.title'),
      key: 'title',
      sorter: true,
      render: (_: unknown, row) => row.instance.title,
    },
    {
      title: t('approval.column.event'),
      key: 'event',
      render: (_: unknown, row) => labels.event(row.instance.event),
    },
    { title: t('approval.column.node'), dataIndex: 'nodeName' },
    {
      title: t('approval.column.starter'),
      key: 'starter',
      render: (_: unknown, row) => row.instance.starterUserName,
    },
  ];
  const todoColumns: ColumnsType<ApprovalTaskOutput> = [
    ...instanceColumns,
    timeColumn(t('approval.column.arrived'), 'createTime', { sortable: true }),
    {
      title: t('ui.actions'),
      key: 'action',
      fixed: 'right',
      render: (_: unknown, row) => openButton(row.instance.id, `approval-open-${row.instance.title}`),
    },
  ];
  const doneColumns: ColumnsType<ApprovalTaskOutput> = [
    ...instanceColumns,
    {
      title: t('approval.column.decision'),
      dataIndex: 'taskStatus',
      render: (status: number) => <TaskStatusTag status={status} />,
    },
    { title: t('approval.column.comment'), dataIndex: 'comment', ellipsis: true },
    timeColumn(t('approval.column.decidedTime'), 'decidedTime', { sortable: true }),
    {
      title: t('ui.status'),
      key: 'status',
      render: (_: unknown, row) => <ApprovalStatusTag status={row.instance.status} />,
    },
    {
      title: t('ui.actions'),
      key: 'action',
      fixed: 'right',
      render: (_: unknown, row) => openButton(row.instance.id, `approval-open-${row.instance.title}`),
    },
  ];
  const startedColumns: ColumnsType<ApprovalInstanceOutput> = [
    { title: t('approval.column.title'), dataIndex: 'title', key: 'title', sorter: true },
    { title: t('approval.column.event'), dataIndex: 'event', render: labels.event },
    { title: t('approval.column.workflow'), dataIndex: 'workflowName' },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <ApprovalStatusTag status={status} />,
    },
    { title: t('approval.column.currentNode'), dataIndex: 'currentNodeName' },
    timeColumn(t('approval.column.startTime'), 'startTime', { sortable: true }),
    timeColumn(t('approval.column.endTime'), 'endTime', { sortable: true }),
    {
      title: t('ui.actions'),
      key: 'action',
      fixed: 'right',
      render: (_: unknown, row) => openButton(row.id, `approval-open-${row.title}`),
    },
  ];

  const taskKey = (row: ApprovalTaskOutput) => row.taskId;
  const items = [
    {
      key: 'todo',
      label: t('approval.tabs.todo'),
      children: (
        <ListPage<ApprovalTaskOutput, PageFilters<ApprovalTaskPageBody>>
          queryKey={approvalKeys.call('todoPage')}
          fetchPage={(input, signal) => approvalApi.todoPage(input, signal)}
          columns={todoColumns}
          rowKey={taskKey}
          filters={<Filters />}
        />
      ),
    },
    {
      key: 'done',
      label: t('approval.tabs.done'),
      children: (
        <ListPage<ApprovalTaskOutput, PageFilters<ApprovalTaskPageBody>>
          queryKey={approvalKeys.call('donePage')}
          fetchPage={(input, signal) => approvalApi.donePage(input, signal)}
          columns={doneColumns}
          rowKey={taskKey}
          filters={<Filters />}
        />
      ),
    },
    {
      key: 'started',
      label: t('approval.tabs.started'),
      children: (
        <ListPage<ApprovalInstanceOutput, PageFilters<ApprovalStartedPageBody>>
          queryKey={approvalKeys.call('startedPage')}
          fetchPage={(input, signal) => approvalApi.startedPage(input, signal)}
          columns={startedColumns}
          filters={<Filters />}
        />
      ),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set('tab', key);
            return next;
          })
        }
        items={items}
      />
      <ApprovalDrawer id={openId} onClose={() => show(null)} />
    </>
  );
}

import { type ApprovalEvent, APPROVAL_EVENTS } from '@retail/contracts/api/system/approval-events';
import type { WorkflowOutput, WorkflowPageBody } from '@retail/contracts/api/system/workflow';
import { WORKFLOW_STATUS, WORKFLOW_STATUSES } from '@retail/contracts/api/system/workflow-status';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageFilters } from '../../../api/page-filters.ts';
import { workflowApi, workflowKeys } from '../../../api/system/workflow.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { updateTimeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { designPath } from './designPath.ts';
import { ImportWorkflowButton } from './ImportWorkflowButton.tsx';
import { useWorkflowText } from './useWorkflowText.ts';
import { WorkflowMetaDialog } from './WorkflowMetaDialog.tsx';

type Filters = PageFilters<WorkflowPageBody>;

const STATUS_COLORS: Record<number, string> = {
  [WORKFLOW_STATUS.draft]: 'default',
  [WORKFLOW_STATUS.published]: 'green',
  [WORKFLOW_STATUS.disabled]: 'orange',
};

/**
 * The tenant's workflows: their state and latest published version. A workflow is designed on the same screen
 * (`?id=`, the designer's chunk), added from its code and name, copied, imported from a file or exported, and
 * once published disabled and enabled again.
 */
export function WorkflowList() {
  const { t } = useTranslation();
  const text = useWorkflowText();
  const navigate = useNavigate();
  const reload = useListReload(workflowKeys.all);
  const [editing, setEditing] = useState<WorkflowOutput | null | undefined>(undefined);

  const columns: ColumnsType<WorkflowOutput> = [
    { title: t('workflow.list.code'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('workflow.list.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('workflow.list.category'), dataIndex: 'category', key: 'category', sorter: true },
    {
      title: t('workflow.list.event'),
      dataIndex: 'event',
      render: (event: WorkflowOutput['event']) => text.event(event),
    },
    {
      title: t('workflow.list.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <Tag color={STATUS_COLORS[status]}>{text.status(status)}</Tag>,
    },
    {
      title: t('workflow.list.currentVersion'),
      dataIndex: 'currentVersion',
      key: 'currentVersion',
      sorter: true,
      render: (n: number) => (n > 0 ? `v${n}` : t('workflow.list.notPublished')),
    },
    updateTimeColumn<WorkflowOutput>(),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="sysWorkflow:update"
        onEdit={() => setEditing(row)}
        deleteCode="sysWorkflow:delete"
        deleteQuestion={t('workflow.list.deleteQuestion', { name: row.name })}
        onDelete={() => workflowApi.delete(row.id)}
        onDeleted={reload}
        before={
          <ActionLink code="sysWorkflow:page" onClick={() => navigate(designPath(row))}>
            {t('workflow.list.design')}
          </ActionLink>
        }
      >
        <ActionLink
          code="sysWorkflow:add"
          onClick={() =>
            void runAction(() => workflowApi.copy({ id: row.id }), t('workflow.list.copied'), reload)
          }
        >
          {t('ui.copy')}
        </ActionLink>
        <ActionLink
          code="sysWorkflow:page"
          onClick={() => void runAction(() => workflowApi.export(row.id), t('ui.exported'))}
        >
          {t('workflow.list.export')}
        </ActionLink>
        {row.currentVersion > 0 ? <StatusLink row={row} onChanged={reload} /> : null}
      </RowActions>
    )),
  ];

  return (
    <>
      <ListPage<WorkflowOutput, Filters>
        queryKey={workflowKeys.call('page')}
        fetchPage={(input, signal) => workflowApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <TextFilters
              fields={[
                ['name', t('workflow.list.name')],
                ['code', t('workflow.list.code')],
              ]}
            />
            <ChoiceFilter
              name="status"
              label={t('workflow.list.status')}
              values={WORKFLOW_STATUSES}
              text={text.status}
            />
            <ChoiceFilter<ApprovalEvent>
              name="event"
              label={t('workflow.list.event')}
              values={APPROVAL_EVENTS}
              text={text.event}
              width={160}
            />
          </>
        }
        toolbar={({ reload: refresh }) => (
          <>
            <AddButton code="sysWorkflow:add" onClick={() => setEditing(null)}>
              {t('workflow.list.add')}
            </AddButton>
            <ImportWorkflowButton onImported={refresh} />
          </>
        )}
      />
      <WorkflowMetaDialog
        row={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(id, name) => {
          reload();
          // a new workflow opens in the designer
          if (editing === null) navigate(designPath({ id, name }));
        }}
      />
    </>
  );
}

/** Disable a published workflow (no new instances), or enable a disabled one; asks first. */
function StatusLink({ row, onChanged }: { row: WorkflowOutput; onChanged(): void }) {
  const { t } = useTranslation();
  const disabling = row.status === WORKFLOW_STATUS.published;
  return (
    <ConfirmLink
      code="sysWorkflow:update"
      question={t(disabling ? 'workflow.list.disableQuestion' : 'workflow.list.enableQuestion', {
        name: row.name,
      })}
      doneText={t(disabling ? 'workflow.list.disabled' : 'workflow.list.enabled')}
      onConfirm={async () => {
        await workflowApi.setStatus({
          id: row.id,
          status: disabling ? WORKFLOW_STATUS.disabled : WORKFLOW_STATUS.published,
        });
        onChanged();
      }}
    >
      {t(disabling ? 'workflow.list.disable' : 'workflow.list.enable')}
    </ConfirmLink>
  );
}

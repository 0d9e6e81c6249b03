import type { ApprovalBindingOutput, ApprovalBindingPageBody } from '@retail/contracts/api/system/approval';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../../api/page-filters.ts';
import { approvalApi, approvalKeys } from '../../../../api/system/approval.ts';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useDialogRow } from '../../../../components/form/useDialogRow.ts';
import { actionColumn } from '../../../../components/list/actionColumn.tsx';
import { AddButton } from '../../../../components/list/AddButton.tsx';
import { statusTagColumn, updateTimeColumn } from '../../../../components/list/columns.tsx';
import { ListPage } from '../../../../components/list/ListPage.tsx';
import { RowActions } from '../../../../components/list/RowActions.tsx';
import { StatusFilter } from '../../../../components/list/StatusFilter.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { useApprovalLabels } from '../labels.tsx';
import { BINDABLE_EVENTS, BindingForm } from './BindingForm.tsx';

/**
 * Approval bindings (design tools → approval bindings): which published workflow a business event runs, above
 * which amount; one enabled binding per event.
 */
export default function ApprovalBindingScreen() {
  const { t } = useTranslation();
  const labels = useApprovalLabels();
  const reload = useListReload(approvalKeys.all);
  const dialog = useDialogRow<ApprovalBindingOutput>();
  const { edit } = dialog;

  const columns = useMemo<ColumnsType<ApprovalBindingOutput>>(
    () => [
      {
        title: t('approval.binding.event'),
        dataIndex: 'event',
        key: 'event',
        sorter: true,
        render: (event: ApprovalBindingOutput['event'], row) =>
          row.formCode ? `${labels.event(event)} · ${row.formCode}` : labels.event(event),
      },
      {
        title: t('approval.binding.workflow'),
        dataIndex: 'workflowName',
        render: (name: string | null, row) => (name ? `${name} (${row.workflowCode ?? ''})` : row.workflowId),
      },
      {
        title: t('approval.binding.threshold'),
        dataIndex: 'threshold',
        key: 'threshold',
        sorter: true,
        align: 'right',
        render: (threshold: number | null) =>
          threshold === null ? t('approval.binding.always') : <YuanText value={threshold} />,
      },
      statusTagColumn<ApprovalBindingOutput>({}),
      { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
      updateTimeColumn<ApprovalBindingOutput>(),
      actionColumn((row) => (
        <RowActions
          name={labels.event(row.event)}
          editCode="sysApprovalBinding:update"
          deleteCode="sysApprovalBinding:delete"
          onEdit={() => edit(row)}
          onDelete={() => approvalApi.bindingDelete(row.id)}
          onDeleted={reload}
        />
      )),
    ],
    [t, labels, edit, reload],
  );

  return (
    <>
      <ListPage<ApprovalBindingOutput, PageFilters<ApprovalBindingPageBody>>
        queryKey={approvalKeys.call('bindingPage')}
        fetchPage={(input, signal) => approvalApi.bindingPage(input, signal)}
        columns={columns}
        filters={
          <>
            <Form.Item name="event" label={t('approval.binding.event')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={BINDABLE_EVENTS.map((event) => ({ value: event, label: labels.event(event) }))}
              />
            </Form.Item>
            <StatusFilter />
          </>
        }
        toolbar={<AddButton code="sysApprovalBinding:add" onClick={dialog.add} />}
      />
      <BindingForm binding={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
    </>
  );
}

import type { PosOutput, PosPageBody } from '@retail/contracts/api/system/pos';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { posApi, posKeys } from '../../../api/system/pos.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { statusTagColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { PosForm } from './PosForm.tsx';

/** Positions (job titles) users hold in their organisations. */
export default function PosScreen() {
  const { t } = useTranslation();
  const reload = useListReload(posKeys.all);
  const dialog = useDialogRow<PosOutput>();
  const { edit } = dialog;

  const columns = useMemo<ColumnsType<PosOutput>>(
    () => [
      { title: t('system.pos.name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('system.pos.code'), dataIndex: 'code', key: 'code', sorter: true },
      { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
      statusTagColumn<PosOutput>({ sortable: true }),
      { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
      ...auditColumns<PosOutput>(),
      actionColumn((row) => (
        <RowActions
          name={row.name}
          editCode="sysPos:update"
          deleteCode="sysPos:delete"
          onEdit={() => edit(row)}
          onDelete={() => posApi.delete(row.id)}
          onDeleted={reload}
        />
      )),
    ],
    [t, edit, reload],
  );

  return (
    <div className="sys-pos">
      <ListPage<PosOutput, PageFilters<PosPageBody>>
        queryKey={posKeys.call('page')}
        fetchPage={(input, signal) => posApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <TextFilters
              fields={[
                ['name', t('system.pos.name')],
                ['code', t('system.pos.code')],
              ]}
            />
            <StatusFilter />
          </>
        }
        toolbar={<AddButton code="sysPos:add" onClick={dialog.add} />}
      />
      <PosForm pos={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
    </div>
  );
}

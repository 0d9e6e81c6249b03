import type { DictTypeOutput, DictTypePageBody } from '@retail/contracts/api/system/dict';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { dictApi, dictTypeKeys } from '../../../api/system/dict.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { updateTimeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { DataDrawer } from './DataDrawer.tsx';
import { TypeForm } from './TypeForm.tsx';

/** Dictionaries: types in a server-paged table, each type's items in a drawer. */
export default function DictScreen() {
  const { t } = useTranslation();
  const reload = useListReload(dictTypeKeys.all);
  const dialog = useDialogRow<DictTypeOutput>();
  const [itemsOf, setItemsOf] = useState<DictTypeOutput | null>(null);

  const columns: ColumnsType<DictTypeOutput> = [
    { title: t('system.dict.typeName'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('system.dict.typeCode'), dataIndex: 'code', key: 'code', sorter: true },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    statusColumn<DictTypeOutput>({
      code: 'sysDictType:setStatus',
      name: (row) => row.name,
      setStatus: dictApi.setTypeStatus,
      onChanged: reload,
    }),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    updateTimeColumn<DictTypeOutput>(),
    actionColumn((row) => (
      <RowActions
        name={row.name}
        editCode="sysDictType:update"
        deleteCode="sysDictType:delete"
        onEdit={() => dialog.edit(row)}
        onDelete={() => dictApi.deleteType(row.id)}
        onDeleted={reload}
        before={
          <ActionLink code="sysDictData:page" onClick={() => setItemsOf(row)}>
            {t('system.dict.data')}
          </ActionLink>
        }
      />
    )),
  ];

  return (
    <>
      <ListPage<DictTypeOutput, PageFilters<DictTypePageBody>>
        queryKey={dictTypeKeys.call('page')}
        fetchPage={dictApi.typePage}
        columns={columns}
        filters={
          <TextFilters
            fields={[
              ['name', t('system.dict.typeName')],
              ['code', t('system.dict.typeCode')],
            ]}
          />
        }
        toolbar={
          <AddButton code="sysDictType:add" onClick={dialog.add}>
            {t('system.dict.addType')}
          </AddButton>
        }
      />
      <TypeForm open={dialog.open} row={dialog.row} onClose={dialog.close} onSaved={reload} />
      <DataDrawer type={itemsOf} onClose={() => setItemsOf(null)} />
    </>
  );
}

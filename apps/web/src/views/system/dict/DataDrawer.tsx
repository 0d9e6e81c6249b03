import type { DictDataOutput, DictDataPageBody, DictTypeOutput } from '@retail/contracts/api/system/dict';
import { Drawer, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { dictApi, dictDataKeys, dictTypeKeys } from '../../../api/system/dict.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { DataForm } from './DataForm.tsx';

/** The items of one dictionary type, in a drawer beside the types. */
export function DataDrawer({ type, onClose }: { type: DictTypeOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  // the items, and the pickers that offer the type's enabled items
  const reload = useListReload(dictDataKeys.all, dictTypeKeys.call('dataList'));
  const dialog = useDialogRow<DictDataOutput>();

  const columns: ColumnsType<DictDataOutput> = [
    { title: t('system.dict.value'), dataIndex: 'value', key: 'value', sorter: true },
    { title: t('system.dict.code'), dataIndex: 'code', key: 'code', sorter: true },
    {
      title: t('system.dict.label'),
      dataIndex: 'label',
      render: (label: string | null, row) =>
        label ? <Tag color={row.tagType ?? 'default'}>{label}</Tag> : null,
    },
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    statusColumn<DictDataOutput>({
      code: 'sysDictData:setStatus',
      name: (row) => row.value,
      setStatus: dictApi.setDataStatus,
      onChanged: reload,
    }),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    actionColumn((row) => (
      <RowActions
        name={row.value}
        editCode="sysDictData:update"
        deleteCode="sysDictData:delete"
        onEdit={() => dialog.edit(row)}
        onDelete={() => dictApi.deleteData(row.id)}
        onDeleted={reload}
      />
    )),
  ];

  return (
    <Drawer
      open={type !== null}
      onClose={onClose}
      size={960}
      title={type ? t('system.dict.dataOf', { name: `${type.name} (${type.code})` }) : null}
      destroyOnHidden
    >
      {type ? (
        <ListPage<DictDataOutput, PageFilters<DictDataPageBody>>
          queryKey={dictDataKeys.call('page', type.id)}
          fetchPage={(input, signal) => dictApi.dataPage({ ...input, dictTypeId: type.id }, signal)}
          columns={columns}
          filters={
            <TextFilters
              fields={[
                ['value', t('system.dict.value')],
                ['code', t('system.dict.code')],
              ]}
            />
          }
          toolbar={
            <AddButton code="sysDictData:add" onClick={dialog.add}>
              {t('system.dict.addData')}
            </AddButton>
          }
        />
      ) : null}
      {type ? (
        <DataForm
          open={dialog.open}
          dictTypeId={type.id}
          row={dialog.row}
          onClose={dialog.close}
          onSaved={reload}
        />
      ) : null}
    </Drawer>
  );
}

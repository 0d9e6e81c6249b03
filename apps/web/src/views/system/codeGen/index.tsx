import type { CodeGenOutput, CodeGenPageBody } from '@retail/contracts/api/system/code-gen';
import { Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { codeGenApi, codeGenKeys } from '../../../api/system/code-gen.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { updateTimeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useMenuTitle } from '../../../layouts/parts/useMenuTitle.ts';
import { CodeGenForm } from './CodeGenForm.tsx';
import { ColumnsDialog } from './ColumnsDialog.tsx';
import { PreviewDrawer } from './PreviewDrawer.tsx';

/**
 * Code generation (platform, super admin): the generation configs, each built from a live table (edit dialog,
 * columns grid with its fk and tree dialogs), and what each generates (preview, zip, the config for the CLI).
 */
export default function CodeGenScreen() {
  const { t } = useTranslation();
  const menuTitle = useMenuTitle();
  const reload = useListReload(codeGenKeys.all);
  const editing = useDialogRow<CodeGenOutput>();
  const configuring = useDialogRow<CodeGenOutput>();
  const [previewing, setPreviewing] = useState<CodeGenOutput | null>(null);

  const columns: ColumnsType<CodeGenOutput> = [
    { title: t('codeGen.table'), dataIndex: 'tableName', key: 'tableName', sorter: true },
    { title: t('codeGen.label'), render: (_, row) => row.label[currentLanguage()] },
    { title: t('codeGen.entity'), dataIndex: 'entity', key: 'entity', sorter: true },
    { title: t('codeGen.resource'), dataIndex: 'resource', key: 'resource', sorter: true },
    {
      title: t('codeGen.area'),
      dataIndex: 'area',
      key: 'area',
      sorter: true,
      render: (area: 'retail' | 'system') => <Tag>{t(`codeGen.areas.${area}`)}</Tag>,
    },
    {
      title: t('codeGen.menuParent'),
      render: (_, row) => (row.menuParentTitle ? menuTitle(row.menuParentTitle) : row.menuParentId),
    },
    updateTimeColumn<CodeGenOutput>(),
    actionColumn((row) => (
      <RowActions
        name={row.tableName}
        editCode="sysCodeGen:update"
        deleteCode="sysCodeGen:delete"
        onEdit={() => editing.edit(row)}
        onDelete={() => codeGenApi.delete([row.id])}
        onDeleted={reload}
        before={
          <ActionLink code="sysCodeGen:generate" onClick={() => setPreviewing(row)}>
            {t('codeGen.preview')}
          </ActionLink>
        }
      >
        <ActionLink code="sysCodeGen:update" onClick={() => configuring.edit(row)}>
          {t('codeGen.columns')}
        </ActionLink>
      </RowActions>
    )),
  ];

  return (
    <>
      <ListPage<CodeGenOutput, PageFilters<CodeGenPageBody>>
        queryKey={codeGenKeys.call('page')}
        fetchPage={(input, signal) => codeGenApi.page(input, signal)}
        columns={columns}
        filters={
          <Form.Item name="keyword" label={t('codeGen.keyword')}>
            <Input allowClear placeholder={t('codeGen.keywordPlaceholder')} />
          </Form.Item>
        }
        toolbar={
          <AddButton code="sysCodeGen:add" onClick={editing.add}>
            {t('codeGen.add')}
          </AddButton>
        }
      />
      <CodeGenForm open={editing.open} row={editing.row} onClose={editing.close} onSaved={reload} />
      <ColumnsDialog
        open={configuring.open}
        row={configuring.row}
        onClose={configuring.close}
        onSaved={reload}
      />
      <PreviewDrawer row={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

import type { PrintOutput, PrintPageBody } from '@retail/contracts/api/system/print';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageFilters } from '../../../api/page-filters.ts';
import { printApi, printKeys } from '../../../api/system/print.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { statusSwitchColumn, updateTimeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { usePrintText } from '../../../components/print/usePrintText.ts';
import { useMenuStore } from '../../../stores/menu.ts';
import { AddTemplateDialog } from './AddTemplateDialog.tsx';
import { DESIGN_PATH, designPath } from './designPath.ts';
import { useTemplateColumns } from './columns.tsx';
import { TemplateFilters } from './filters.tsx';
import { ImportTemplateButton } from './ImportTemplateButton.tsx';

type Filters = PageFilters<PrintPageBody>;

/**
 * Print templates: per document type, one of them the default every print button uses. Designed in the print
 * designer (its own screen and chunk); added from a type's built-in template or blank, or imported from a file
 * the designer exported.
 */
export default function PrintTemplateScreen() {
  const { t } = useTranslation();
  const text = usePrintText();
  const navigate = useNavigate();
  const reload = useListReload(printKeys.all);
  const [adding, setAdding] = useState(false);
  // the designer is a menu screen of its own: roles without it cannot open it
  const canDesign = useMenuStore((s) => s.routes.some((route) => route.path === DESIGN_PATH));

  const templateColumns = useTemplateColumns();
  const columns: ColumnsType<PrintOutput> = [
    ...templateColumns,
    statusSwitchColumn<PrintOutput>({
      code: 'sysPrint:update',
      name: (row) => row.name,
      labelled: true,
      // an update at the version the list shows (a template saved meanwhile is refused, and the list reloads)
      onChange: (row, status) =>
        runAction(
          () => printApi.update({ id: row.id, version: row.version, status }),
          t('system.common.statusChanged'),
          reload,
        ),
    }),
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    updateTimeColumn<PrintOutput>(),
    {
      title: t('system.common.updatedBy'),
      render: (_: unknown, row) => row.updateUserName ?? row.createUserName,
    },
    actionColumn((row) => (
      <RowActions
        name={row.name}
        deleteCode="sysPrint:delete"
        onDelete={() => printApi.delete(row.id)}
        onDeleted={reload}
        before={
          <>
            {canDesign ? (
              <ActionLink code="sysPrint:page" onClick={() => navigate(designPath(row))}>
                {t('printDesign.list.design')}
              </ActionLink>
            ) : null}
            {row.isDefault ? null : (
              <ConfirmLink
                code="sysPrint:update"
                question={t('printDesign.list.setDefaultQuestion', {
                  name: row.name,
                  docType: text.docTypeName(row.docType),
                })}
                doneText={t('printDesign.list.defaultSet')}
                onConfirm={async () => {
                  await printApi.setDefault(row.id);
                  reload();
                }}
              >
                {t('printDesign.list.setDefault')}
              </ConfirmLink>
            )}
            <ActionLink
              code="sysPrint:add"
              onClick={() =>
                void runAction(() => printApi.copy({ id: row.id }), t('printDesign.list.copied'), reload)
              }
            >
              {t('ui.copy')}
            </ActionLink>
          </>
        }
      />
    )),
  ];

  return (
    <>
      <ListPage<PrintOutput, Filters>
        queryKey={printKeys.call('page')}
        fetchPage={(input, signal) => printApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <TemplateFilters />
            <StatusFilter />
          </>
        }
        toolbar={({ reload: refresh }) => (
          <>
            {canDesign ? (
              <AddButton code="sysPrint:add" onClick={() => setAdding(true)}>
                {t('printDesign.list.add')}
              </AddButton>
            ) : null}
            <ImportTemplateButton onImported={refresh} />
          </>
        )}
      />
      <AddTemplateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

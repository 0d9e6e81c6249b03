import type { PrintOutput, PrintPageBody } from '@retail/contracts/api/system/print';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageFilters } from '../../../../api/page-filters.ts';
import { printApi, printKeys } from '../../../../api/system/print.ts';
import { AddButton } from '../../../../components/list/AddButton.tsx';
import { actionColumn } from '../../../../components/list/actionColumn.tsx';
import { updateTimeColumn } from '../../../../components/list/columns.tsx';
import { ListPage } from '../../../../components/list/ListPage.tsx';
import { ActionLink } from '../../../../components/list/RowActions.tsx';
import { AddTemplateDialog } from '../AddTemplateDialog.tsx';
import { useTemplateColumns } from '../columns.tsx';
import { designPath } from '../designPath.ts';
import { TemplateFilters } from '../filters.tsx';

/** The designer opened from its menu: pick a template to design, or start a new one. */
export function TemplatePicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const templateColumns = useTemplateColumns();
  const columns: ColumnsType<PrintOutput> = [
    ...templateColumns,
    updateTimeColumn<PrintOutput>(),
    actionColumn((row) => (
      <ActionLink code="sysPrint:page" onClick={() => navigate(designPath(row))}>
        {t('printDesign.list.design')}
      </ActionLink>
    )),
  ];
  return (
    <>
      <Typography.Title level={5} className="pd-picker-title">
        {t('printDesign.picker.title')}
      </Typography.Title>
      <ListPage<PrintOutput, PageFilters<PrintPageBody>>
        queryKey={printKeys.call('page')}
        fetchPage={(input, signal) => printApi.page(input, signal)}
        columns={columns}
        filters={<TemplateFilters />}
        toolbar={
          <AddButton code="sysPrint:add" onClick={() => setAdding(true)}>
            {t('printDesign.list.add')}
          </AddButton>
        }
      />
      <AddTemplateDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

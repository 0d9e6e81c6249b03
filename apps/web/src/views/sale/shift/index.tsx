import type { TillShiftOutput, TillShiftPageBody } from '@retail/contracts/api/retail/till-shift';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { tillShiftApi, tillShiftKeys } from '../../../api/till-shift.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { shiftColumns } from './columns.tsx';
import { ShiftFilters } from './filters.tsx';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';
import { ShiftDetailModal } from './ShiftDetailModal.tsx';

/** Till shifts: a server-paged list (data scope as sales orders), the X/Z figures, prints and export. */
export default function ShiftList() {
  const { t } = useTranslation();
  const report = usePrintDocument('shiftReport');
  const [shown, setShown] = useState<number | null>(null);

  const columns: ColumnsType<TillShiftOutput> = [
    ...shiftColumns(t),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, shift) => (
        <Space size={0}>
          <Permitted code="shift:detail">
            <Button type="link" size="small" onClick={() => setShown(shift.id)} data-testid="shift-detail">
              {t('ui.detail')}
            </Button>
          </Permitted>
          <Permitted code="shift:print">
            <Button type="link" size="small" onClick={() => void report.print(shift.id)}>
              {t(shift.status === 1 ? 'shift.xReport' : 'shift.zReport')}
            </Button>
          </Permitted>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<TillShiftOutput, PageFilters<TillShiftPageBody>>
        queryKey={tillShiftKeys.call('page')}
        fetchPage={tillShiftApi.page}
        columns={columns}
        filters={<ShiftFilters />}
        toolbar={({ query }) => (
          <Permitted code="shift:export">
            <ExportButton url={tillShiftApi.exportUrl} body={query} fileName="till-shifts.xlsx" />
          </Permitted>
        )}
      />
      <ShiftDetailModal id={shown} onClose={() => setShown(null)} onPrint={(id) => void report.print(id)} />
      {report.sheet}
    </>
  );
}

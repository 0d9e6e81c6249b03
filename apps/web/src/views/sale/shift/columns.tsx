import type { TillShiftOutput } from '@retail/contracts/api/retail/till-shift';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import { shiftStatusOptions } from './status.ts';

/** Columns of the shift list; sortable keys are the server's sort fields. */
export function shiftColumns(t: TFunction): ColumnsType<TillShiftOutput> {
  const status = shiftStatusOptions(t);
  return [
    { title: t('shift.no'), dataIndex: 'no', key: 'no', sorter: true, fixed: 'left' },
    { title: t('shift.cashier'), dataIndex: 'userName', key: 'userName', sorter: true },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (value: number) => <EnumTag value={value} options={status} />,
    },
    timeColumn(t('shift.openTime'), 'openTime', { sortable: true }),
    timeColumn(t('shift.closeTime'), 'closeTime', { sortable: true }),
    moneyColumn(t('shift.floatAmount'), 'floatAmount'),
    moneyColumn(t('shift.expectedCash'), 'expectedCash'),
    moneyColumn(t('shift.countedCash'), 'countedCash'),
    moneyColumn(t('shift.difference'), 'difference', { sortable: true }),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
  ];
}

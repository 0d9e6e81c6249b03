import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/index.ts';

/** The last column of a list: the row's actions, kept in view on the right. */
export function actionColumn<Row>(render: (row: Row) => ReactNode): ColumnType<Row> {
  return {
    title: i18n.t('ui.actions'),
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, row: Row) => render(row),
  };
}

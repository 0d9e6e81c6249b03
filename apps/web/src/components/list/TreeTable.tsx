import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Card, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableTree } from './tableTree.ts';

/**
 * A whole tree loaded at once (menus, organisations): filtered on the server, a search answers a flat list.
 * `queryKey` is the resource's `list` key; the filters are appended.
 */
export function useTreeList<Row extends { children?: Row[] }, F extends object>(
  queryKey: QueryKey,
  fetchList: (filters: F, signal: AbortSignal) => Promise<Row[]>,
) {
  const [filters, setFilters] = useState<F>({} as F);
  const query = useQuery({
    queryKey: [...queryKey, filters],
    queryFn: ({ signal }) => fetchList(filters, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => tableTree(query.data ?? []), [query.data]);
  const { refetch } = query;
  /** Fetches the tree again (the toolbar's refresh); a change reloads it through useListReload. */
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { query, rows, setFilters, refresh };
}

interface TreeTableProps<Row> {
  columns: ColumnsType<Row>;
  rows: Row[];
  loading: boolean;
  /** The toolbar (buttons, refresh, error) above the table. */
  toolbar: ReactNode;
  tableProps?: Omit<TableProps<Row>, 'rowKey' | 'columns' | 'dataSource' | 'loading' | 'pagination'>;
}

/** The card of a tree list: its toolbar and the unpaged tree table. */
export function TreeTable<Row extends object>({
  columns,
  rows,
  loading,
  toolbar,
  tableProps,
}: TreeTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      {toolbar}
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        locale={{ emptyText: t('ui.empty') }}
        scroll={{ x: 'max-content' }}
        {...tableProps}
      />
    </Card>
  );
}

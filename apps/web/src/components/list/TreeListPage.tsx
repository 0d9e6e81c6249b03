import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Form, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListToolbarContext } from './ListPage.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { SearchBar } from './SearchBar.tsx';
import { compactFilters } from './sorting.ts';
import { nestRows } from './tableTree.ts';
import './list-page.css';

export interface TreeListPageProps<Row, F extends object> {
  /** The resource's `list` key; the filters are appended. */
  queryKey: QueryKey;
  fetchList(filters: Partial<F>, signal: AbortSignal): Promise<Row[]>;
  /** The column holding a row's parent id. */
  parentKey: keyof Row;
  columns: ColumnsType<Row>;
  /** Form.Item elements of the search bar; their values are sent with the list request. */
  filters?: ReactNode;
  toolbar?: ReactNode | ((context: ListToolbarContext<F>) => ReactNode);
}

/**
 * A whole table shown as a tree, filtered on the server (ListPage's counterpart for tree tables): every row comes at
 * once and sits under its parent; a search shows the matching rows, each under its parent when that matched too.
 */
export function TreeListPage<Row extends { id: number }, F extends object = Record<string, unknown>>({
  queryKey,
  fetchList,
  parentKey,
  columns,
  filters,
  toolbar,
}: TreeListPageProps<Row, F>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  const [applied, setApplied] = useState<Partial<F>>({});
  const query = useQuery({
    queryKey: [...queryKey, applied],
    queryFn: ({ signal }) => fetchList(applied, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => nestRows(query.data ?? [], parentKey), [query.data, parentKey]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const search = (values: F) => setApplied(compactFilters(values));
  const context: ListToolbarContext<F> = { reload, query: applied };
  return (
    <div className="list-page">
      {filters ? (
        <SearchBar<F> form={form} name="list" onSearch={search} onReset={() => search(form.getFieldsValue())}>
          {filters}
        </SearchBar>
      ) : null}
      <ListToolbar onRefresh={reload} refreshing={query.isFetching} error={query.error}>
        {typeof toolbar === 'function' ? toolbar(context) : toolbar}
      </ListToolbar>
      <Table<Row>
        // remounted once loaded, so the whole tree opens expanded
        key={query.dataUpdatedAt === 0 ? 'loading' : 'loaded'}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t('ui.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
    </div>
  );
}

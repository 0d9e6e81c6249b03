import type { PageInput, PageResult } from '@retail/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Form, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compactFilters, type PageSort, sortOf } from './sorting.ts';
import './list-page.css';
import { ListToolbar } from './ListToolbar.tsx';
import { SearchBar } from './SearchBar.tsx';

export interface ListToolbarContext<F> {
  reload(): void;
  /** The applied filters and sort, as the page request sends them (exports reuse them). */
  query: Partial<F> & PageSort;
}

export interface ListPageProps<Row, F extends object> {
  /**
   * The resource's `page` key (`goodsKeys.call('page')`), to which the filters, paging and sort are appended;
   * a change reloads the list by invalidating the resource (useListReload).
   */
  queryKey: QueryKey;
  fetchPage(input: PageInput & Partial<F>, signal: AbortSignal): Promise<PageResult<Row>>;
  columns: ColumnsType<Row>;
  /** Form.Item elements of the search bar; their values are sent with the page request. */
  filters?: ReactNode;
  initialFilters?: Partial<F>;
  toolbar?: ReactNode | ((context: ListToolbarContext<F>) => ReactNode);
  rowKey?: TableProps<Row>['rowKey'];
  rowSelection?: TableRowSelection<Row>;
  tableProps?: Omit<
    TableProps<Row>,
    'columns' | 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowKey'
  >;
  defaultPageSize?: number;
  /**
   * While rows on the page are still changing on the server (a job running), how often to read the page again
   * (ms), quietly (no table spinner); false when nothing changes.
   */
  pollEvery?(rows: Row[]): number | false;
}

/** A server-paged, server-sorted and server-filtered table with a search bar and a toolbar. */
export function ListPage<Row extends object, F extends object = Record<string, unknown>>({
  queryKey,
  fetchPage,
  columns,
  filters,
  initialFilters,
  toolbar,
  rowKey = 'id',
  rowSelection,
  tableProps,
  defaultPageSize = 20,
  pollEvery,
}: ListPageProps<Row, F>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  const [applied, setApplied] = useState<Partial<F>>(() => compactFilters(initialFilters ?? {}));
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [sort, setSort] = useState<PageSort>({});

  const query = useQuery({
    queryKey: [...queryKey, applied, paging, sort],
    queryFn: ({ signal }) => fetchPage({ ...applied, ...paging, ...sort }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery ? (q) => pollEvery(q.state.data?.items ?? []) : false,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const search = (values: F) => {
    setApplied(compactFilters(values));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const data = query.data;
  const polling = pollEvery ? pollEvery(data?.items ?? []) !== false : false;
  const loading = query.isFetching && !polling;
  const context: ListToolbarContext<F> = { reload, query: { ...applied, ...sort } };
  return (
    <div className="list-page">
      {filters ? (
        <SearchBar<F>
          form={form}
          name="list"
          initialValues={initialFilters}
          onSearch={search}
          onReset={() => search(form.getFieldsValue())}
        >
          {filters}
        </SearchBar>
      ) : null}
      <ListToolbar onRefresh={reload} refreshing={loading} error={query.error}>
        {typeof toolbar === 'function' ? toolbar(context) : toolbar}
      </ListToolbar>
      <Table<Row>
        {...tableProps}
        rowKey={rowKey}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={loading}
        rowSelection={rowSelection}
        locale={{ emptyText: t('ui.empty') }}
        scroll={tableProps?.scroll ?? { x: 'max-content' }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('ui.total', { total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? defaultPageSize });
          setSort(sortOf(sorter));
        }}
      />
    </div>
  );
}

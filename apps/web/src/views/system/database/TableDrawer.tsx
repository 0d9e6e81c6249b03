import type { DbTableOutput } from '@retail/contracts/api/system/database';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Space, Spin, Table, type TableProps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { databaseApi, databaseKeys } from '../../../api/system/database.ts';
import { columnColumns, foreignKeyColumns, indexColumns } from './structureColumns.tsx';

interface TableDrawerProps {
  table: DbTableOutput | null;
  onClose(): void;
  /** which generation is running ('entity', 'seed'), for its button's spinner */
  running: string | null;
  onEntity(table: string): void;
  onSeed(table: string): void;
  onMigration(table: string): void;
}

interface StructureTableProps<Row> {
  rowKey: TableProps<Row>['rowKey'];
  columns: ColumnsType<Row>;
  rows: Row[];
  empty: string;
}

/** A small unpaged table of the structure (columns, indexes, foreign keys). */
function StructureTable<Row extends object>({ rowKey, columns, rows, empty }: StructureTableProps<Row>) {
  return (
    <Table<Row>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  );
}

/** One table's structure: its column grid, indexes and foreign keys, with the texts to generate from it. */
export function TableDrawer({ table, onClose, running, onEntity, onSeed, onMigration }: TableDrawerProps) {
  const { t } = useTranslation();
  const name = table?.name ?? '';
  const detail = useQuery({
    queryKey: databaseKeys.call('columnList', name),
    queryFn: ({ signal }) => databaseApi.columns(name, signal),
    enabled: table !== null,
  });
  const columns = useMemo(() => columnColumns(), [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const indexes = useMemo(() => indexColumns(), [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const keys = useMemo(() => foreignKeyColumns(), [t]); // eslint-disable-line react-hooks/exhaustive-deps
  const data = detail.data;
  return (
    <Drawer
      open={table !== null}
      onClose={onClose}
      size={1080}
      title={t('database.columnsOf', { name })}
      extra={
        <Space wrap>
          <Button loading={running === 'entity'} onClick={() => onEntity(name)}>
            {t('database.entity')}
          </Button>
          <Button onClick={() => onSeed(name)}>{t('database.seedData')}</Button>
          <Button onClick={() => onMigration(name)}>{t('database.migration')}</Button>
        </Space>
      }
    >
      {detail.isLoading ? <Spin /> : null}
      {detail.error ? <Alert type="error" title={detail.error.message} /> : null}
      {data ? (
        <Flex vertical gap={16} data-testid="table-structure">
          {data.table.comment ? (
            <Typography.Text type="secondary">{data.table.comment}</Typography.Text>
          ) : null}
          <StructureTable rowKey="name" columns={columns} rows={data.columns} empty={t('ui.empty')} />
          <Typography.Title level={5}>{t('database.indexes')}</Typography.Title>
          <StructureTable
            rowKey="name"
            columns={indexes}
            rows={data.indexes}
            empty={t('database.noIndexes')}
          />
          <Typography.Title level={5}>{t('database.foreignKeys')}</Typography.Title>
          <StructureTable
            rowKey={(key) => `${key.name ?? ''}:${key.columns.join(',')}`}
            columns={keys}
            rows={data.foreignKeys}
            empty={t('database.noForeignKeys')}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}

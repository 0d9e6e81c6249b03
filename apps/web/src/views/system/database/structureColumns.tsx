import type {
  DbColumnOutput,
  DbForeignKeyOutput,
  DbIndexOutput,
  DbTableOutput,
} from '@retail/contracts/api/system/database';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { i18n } from '../../../i18n/index.ts';

const t = i18n.t.bind(i18n);

/** A yes/no cell: a tag for yes, nothing for no. */
const flag = (on: boolean, color = 'blue'): ReactNode => (on ? <Tag color={color}>{t('ui.yes')}</Tag> : null);

const names = (columns: string[]) => <Typography.Text code>{columns.join(', ')}</Typography.Text>;

/** The table list's columns (before its actions). */
export function tableColumns(open: (table: DbTableOutput) => void): ColumnsType<DbTableOutput> {
  return [
    {
      title: t('database.tableName'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, row) => (
        <Typography.Link onClick={() => open(row)} data-testid={`table-${name}`}>
          {name}
        </Typography.Link>
      ),
    },
    { title: t('database.comment'), dataIndex: 'comment', key: 'comment' },
    {
      title: t('database.rowEstimate'),
      dataIndex: 'rowEstimate',
      key: 'rowEstimate',
      sorter: true,
      align: 'right',
      render: (value: number | null) => value ?? '-',
    },
  ];
}

/** The column grid of one table. */
export function columnColumns(): ColumnsType<DbColumnOutput> {
  return [
    {
      title: t('database.column'),
      dataIndex: 'name',
      key: 'name',
      fixed: 'left',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('database.property'), dataIndex: 'property', key: 'property' },
    {
      title: t('database.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: string) => <Tag>{type}</Tag>,
    },
    { title: t('database.rawType'), dataIndex: 'rawType', key: 'rawType' },
    { title: t('database.length'), dataIndex: 'length', key: 'length', align: 'right' },
    {
      title: t('database.nullable'),
      dataIndex: 'nullable',
      key: 'nullable',
      render: (on: boolean) => flag(on, 'default'),
    },
    { title: t('database.defaultValue'), dataIndex: 'defaultValue', key: 'defaultValue' },
    {
      title: t('database.primaryKey'),
      dataIndex: 'primaryKey',
      key: 'primaryKey',
      render: (on: boolean) => flag(on, 'gold'),
    },
    {
      title: t('database.autoIncrement'),
      dataIndex: 'autoIncrement',
      key: 'autoIncrement',
      render: (on: boolean) => flag(on),
    },
    { title: t('database.comment'), dataIndex: 'comment', key: 'comment' },
  ];
}

export function indexColumns(): ColumnsType<DbIndexOutput> {
  return [
    { title: t('database.indexName'), dataIndex: 'name', key: 'name' },
    { title: t('database.indexColumns'), dataIndex: 'columns', key: 'columns', render: names },
    { title: t('database.unique'), dataIndex: 'unique', key: 'unique', render: (on: boolean) => flag(on) },
  ];
}

export function foreignKeyColumns(): ColumnsType<DbForeignKeyOutput> {
  return [
    {
      title: t('database.indexName'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string | null) => name ?? '-',
    },
    { title: t('database.indexColumns'), dataIndex: 'columns', key: 'columns', render: names },
    {
      title: t('database.references'),
      key: 'references',
      render: (_: unknown, key) => names([`${key.refTable}(${key.refColumns.join(', ')})`]),
    },
    { title: t('database.onDelete'), dataIndex: 'onDelete', key: 'onDelete' },
  ];
}

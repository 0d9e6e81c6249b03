import type { ColumnType } from 'antd/es/table';
import type { StatusValue } from '../../../api/system/common.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';
import { StatusSwitch } from './StatusSwitch.tsx';

interface StatusColumnOptions<Row> {
  /** The button code that may change it. */
  code: string;
  /** Where the confirm questions live: system.<area>.enableQuestion / disableQuestion. */
  area: 'role' | 'tenant' | 'user';
  /** The row's name in the questions. */
  name(row: Row): string;
  setStatus(id: number, next: StatusValue): Promise<unknown>;
  /** After a change (reload the list). */
  onChanged(): void;
  /** Sorted on the server. */
  sortable?: boolean;
}

/** The status column of an admin list: a switch that asks first, for those with the button code. */
export function statusColumn<Row extends { id: number; status: StatusValue }>({
  code,
  area,
  name,
  setStatus,
  onChanged,
  sortable,
}: StatusColumnOptions<Row>): ColumnType<Row> {
  return {
    title: i18n.t('ui.status'),
    dataIndex: 'status',
    ...(sortable ? { key: 'status', sorter: true } : {}),
    render: (_: unknown, row: Row) => (
      <StatusSwitch
        status={row.status}
        code={code}
        question={(next) =>
          i18n.t(`system.${area}.${next === 1 ? 'enableQuestion' : 'disableQuestion'}`, { name: name(row) })
        }
        onChange={(next) => setStatus(row.id, next)}
        onChanged={onChanged}
      />
    ),
  };
}

/** The status column of a list whose rows are switched in their dialog: an enabled / disabled tag. */
export function statusTagColumn<Row>(sortable = false): ColumnType<Row> {
  return {
    title: i18n.t('ui.status'),
    dataIndex: 'status',
    ...(sortable ? { key: 'status', sorter: true } : {}),
    render: (v: number) => (
      <EnumTag
        value={v}
        options={{
          1: { label: i18n.t('ui.enabled'), color: 'success' },
          2: { label: i18n.t('ui.disabled'), color: 'error' },
        }}
      />
    ),
  };
}

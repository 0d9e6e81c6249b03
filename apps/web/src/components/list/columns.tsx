import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { DateTimeText } from '../display/DateTimeText.tsx';
import { type EnumOption, EnumTag } from '../display/EnumTag.tsx';
import { YuanText } from '../display/YuanText.tsx';
import { i18n } from '../../i18n/index.ts';
import { enabledOptions } from './enabledOptions.ts';
import { StatusSwitch } from './StatusSwitch.tsx';

/** Column builders most lists share; `sortable`: sorted on the server by the field's name. */
interface Sortable {
  sortable?: boolean;
}

type Field<Row> = Extract<keyof Row, string>;

function field<Row>(title: string, dataIndex: Field<Row>, sortable?: boolean): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, ...(sortable ? { sorter: true } : {}) };
}

/** A date and time. */
export function timeColumn<Row>(
  title: string,
  dataIndex: Field<Row>,
  { sortable }: Sortable = {},
): ColumnType<Row> {
  return {
    ...field<Row>(title, dataIndex, sortable),
    render: (value: string | null) => <DateTimeText value={value} />,
  };
}

/** When the row was last changed (when it was made, if never since). */
export function updateTimeColumn<
  Row extends { createTime: string; updateTime: string | null },
>(): ColumnType<Row> {
  return {
    title: i18n.t('ui.updateTime'),
    dataIndex: 'updateTime',
    render: (value: string | null, row: Row) => <DateTimeText value={value ?? row.createTime} />,
  };
}

/** An amount in yuan, right-aligned. */
export function moneyColumn<Row>(
  title: string,
  dataIndex: Field<Row>,
  { sortable }: Sortable = {},
): ColumnType<Row> {
  return {
    ...field<Row>(title, dataIndex, sortable),
    align: 'right',
    render: (value: number) => <YuanText value={value} />,
  };
}

interface StatusSwitchColumnOptions<Row> extends Sortable {
  /** Labels and colours of 1 and 2 (enabled / disabled unless given). */
  options?: Record<1 | 2, EnumOption>;
  /** The button code that may change it. */
  code: string;
  /** What the row is called in the switch's accessible name. */
  name(row: Row): string;
  /** Writes the labels inside the switch. */
  labelled?: boolean;
  width?: number;
  /** Asked before the change (the change is made at once without it). */
  question?(row: Row, next: 1 | 2): ReactNode;
  /** Makes the change; a returned promise keeps the switch busy until it settles. */
  onChange(row: Row, status: 1 | 2): unknown;
}

/** The 1/2 status: a switch for those with the button code, a tag for the others. */
export function statusSwitchColumn<Row extends { status: number }>({
  options = enabledOptions(),
  code,
  name,
  labelled,
  width,
  question,
  onChange,
  sortable,
}: StatusSwitchColumnOptions<Row>): ColumnType<Row> {
  const title = i18n.t('ui.status');
  return {
    ...field<Row>(title, 'status' as Field<Row>, sortable),
    ...(width ? { width } : {}),
    render: (_: unknown, row: Row) => (
      <StatusSwitch
        status={row.status as 1 | 2}
        options={options}
        code={code}
        label={`${name(row)} ${title}`}
        labelled={labelled}
        question={question ? (next) => question(row, next) : undefined}
        onChange={(status) => onChange(row, status)}
      />
    ),
  };
}

/** The 1/2 status of a list whose rows change it in their dialog: an enabled / disabled tag. */
export function statusTagColumn<Row extends { status: number }>({
  sortable,
}: Sortable = {}): ColumnType<Row> {
  const options = enabledOptions();
  return {
    ...field<Row>(i18n.t('ui.status'), 'status' as Field<Row>, sortable),
    render: (status: 1 | 2) => <EnumTag value={status} options={options} />,
  };
}

/** The remove button of an editable line table (a draft document's lines). */
export function removeLineColumn<Row>(
  label: (row: Row) => string,
  onRemove: (index: number) => void,
  width: number,
): ColumnType<Row> {
  return {
    title: i18n.t('ui.actions'),
    key: 'actions',
    width,
    render: (_: unknown, row: Row, index: number) => (
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={label(row)}
        onClick={() => onRemove(index)}
      />
    ),
  };
}

import type { ColumnType } from 'antd/es/table';
import type { StatusValue } from '../../../api/system/common.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { statusSwitchColumn } from '../../../components/list/columns.tsx';
import { i18n } from '../../../i18n/index.ts';

interface StatusColumnOptions<Row> {
  /** The button code that may change it. */
  code: string;
  /** The row's name (the switch's accessible name and the question). */
  name(row: Row): string;
  setStatus(id: number, next: StatusValue): Promise<unknown>;
  /** After a change (reload the list). */
  onChanged(): void;
  /** Asks first with system.<area>.enableQuestion / disableQuestion (switches at once without). */
  askIn?: 'role' | 'tenant' | 'user';
  /** Sorted on the server. */
  sortable?: boolean;
}

/** The status switch of a system list: reports the change, or the server's refusal, and reloads. */
export function statusColumn<Row extends { id: number; status: number }>({
  code,
  name,
  setStatus,
  onChanged,
  askIn,
  sortable,
}: StatusColumnOptions<Row>): ColumnType<Row> {
  return statusSwitchColumn<Row>({
    code,
    name,
    labelled: true,
    sortable,
    question: askIn
      ? (row, next) =>
          i18n.t(`system.${askIn}.${next === 1 ? 'enableQuestion' : 'disableQuestion'}`, { name: name(row) })
      : undefined,
    onChange: (row, next) =>
      runAction(() => setStatus(row.id, next), i18n.t('system.common.statusChanged'), onChanged),
  });
}

import { Switch, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { i18n } from '../../../i18n/index.ts';
import { useStatusChange } from './useStatusChange.ts';

interface StatusSwitchProps {
  status: StatusValue;
  /** The button code that may change it; without it the status shows as a tag. */
  code: string;
  onChange(status: StatusValue): Promise<unknown>;
  onChanged(): void;
}

/** Enabled / disabled of a row: a switch for those allowed to change it, a tag for everyone else. */
export function StatusSwitch({ status, code, onChange, onChanged }: StatusSwitchProps) {
  const { t } = useTranslation();
  const { has } = useAuth();
  const { busy, change } = useStatusChange(onChange, onChanged, t('system.common.statusChanged'));
  const enabled = status === 1;
  if (!has(code)) {
    return <Tag color={enabled ? 'success' : 'default'}>{enabled ? t('ui.enabled') : t('ui.disabled')}</Tag>;
  }
  return (
    <Switch
      checked={enabled}
      loading={busy}
      checkedChildren={t('ui.enabled')}
      unCheckedChildren={t('ui.disabled')}
      onChange={(next) => void change(next ? 1 : 2)}
    />
  );
}

/** The status column of a list whose rows switch at once (no question asked). */
export function statusSwitchColumn<Row extends { id: number; status: StatusValue }>(
  code: string,
  setStatus: (id: number, status: StatusValue) => Promise<unknown>,
  onChanged: () => void,
): ColumnType<Row> {
  return {
    title: i18n.t('ui.status'),
    dataIndex: 'status',
    render: (_: unknown, row: Row) => (
      <StatusSwitch
        status={row.status}
        code={code}
        onChange={(status) => setStatus(row.id, status)}
        onChanged={onChanged}
      />
    ),
  };
}

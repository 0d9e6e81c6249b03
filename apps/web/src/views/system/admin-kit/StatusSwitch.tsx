import { Popconfirm, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { useStatusChange } from '../shared/useStatusChange.ts';

interface StatusSwitchProps {
  status: StatusValue;
  /** The button code that allows the change; without it the switch only shows the status. */
  code: string;
  /** What the user confirms before the change, e.g. "Disable user alice?" */
  question(next: StatusValue): string;
  onChange(next: StatusValue): Promise<unknown>;
  /** After a successful change (reload the list). */
  onChanged(): void;
}

/** An enabled/disabled switch that asks first and shows the server's refusal. */
export function StatusSwitch({ status, code, question, onChange, onChanged }: StatusSwitchProps) {
  const { t } = useTranslation();
  const allowed = useAuth().has(code);
  const { busy, change } = useStatusChange(onChange, onChanged, t('system.common.statusChanged'));
  const next: StatusValue = status === 1 ? 2 : 1;
  const label = status === 1 ? t('ui.enable') : t('ui.disable');
  const toggle = (
    <Switch
      checked={status === 1}
      loading={busy}
      disabled={!allowed}
      checkedChildren={t('ui.enabled')}
      unCheckedChildren={t('ui.disabled')}
      aria-label={label}
    />
  );
  if (!allowed) return toggle;
  return (
    <Popconfirm
      title={t('ui.confirmTitle')}
      description={question(next)}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onConfirm={() => change(next)}
    >
      {toggle}
    </Popconfirm>
  );
}

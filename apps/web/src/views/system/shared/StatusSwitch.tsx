import { Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/sysadmin/common.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { feedback } from '../../../components/feedback/feedback.ts';

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
  const [busy, setBusy] = useState(false);
  const enabled = status === 1;
  if (!has(code)) {
    return (
      <Tag color={enabled ? 'success' : 'default'}>
        {enabled ? t('sysConsole.common.enabled') : t('sysConsole.common.disabled')}
      </Tag>
    );
  }
  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      await onChange(next ? 1 : 2);
      feedback.success(t('sysConsole.dict.statusChanged'));
      onChanged();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={enabled}
      loading={busy}
      checkedChildren={t('sysConsole.common.enabled')}
      unCheckedChildren={t('sysConsole.common.disabled')}
      onChange={(next) => void toggle(next)}
    />
  );
}

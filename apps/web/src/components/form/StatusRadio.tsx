import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../api/system/common.ts';

/** Enabled (1) / disabled (2), as the options of a filter select or a radio group. */
export function statusOptions(t: (key: 'ui.enabled' | 'ui.disabled') => string) {
  return [
    { value: 1 as const, label: t('ui.enabled') },
    { value: 2 as const, label: t('ui.disabled') },
  ];
}

/** Enabled / disabled as a form control. */
export function StatusRadio({
  id,
  value,
  onChange,
}: {
  /** set by Form.Item, so the field's label points at this control */
  id?: string;
  value?: StatusValue;
  onChange?(value: StatusValue): void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(e.target.value as StatusValue)}
      options={statusOptions(t)}
    />
  );
}

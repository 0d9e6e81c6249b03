import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/system/common.ts';

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
      options={[
        { value: 1, label: t('sysAdmin.common.enabled') },
        { value: 2, label: t('sysAdmin.common.disabled') },
      ]}
    />
  );
}

/** Status filter options. */
export function statusOptions(t: (key: 'sysAdmin.common.enabled' | 'sysAdmin.common.disabled') => string) {
  return [
    { value: 1, label: t('sysAdmin.common.enabled') },
    { value: 2, label: t('sysAdmin.common.disabled') },
  ];
}

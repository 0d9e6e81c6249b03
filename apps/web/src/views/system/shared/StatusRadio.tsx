import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusValue } from '../../../api/sysadmin/common.ts';

/** Enabled / disabled choice of a form (controlled by its Form.Item). */
export function StatusRadio(props: { value?: StatusValue; onChange?(value: StatusValue): void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value as StatusValue)}
      options={[
        { value: 1, label: t('sysConsole.common.enabled') },
        { value: 2, label: t('sysConsole.common.disabled') },
      ]}
    />
  );
}

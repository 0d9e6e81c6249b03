import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusOptions } from '../form/StatusRadio.tsx';

/** A search bar's status filter: enabled or disabled (or both when cleared). */
export function StatusFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="status" label={t('ui.status')}>
      <Select allowClear style={{ width: 120 }} options={statusOptions(t)} />
    </Form.Item>
  );
}

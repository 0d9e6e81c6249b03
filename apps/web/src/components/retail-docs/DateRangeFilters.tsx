import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The `startTime` / `endTime` filters of a document list as two date inputs; their `yyyy-MM-dd` values are
 * what the API takes (a bare end date covers that whole day).
 */
export function DateRangeFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="startTime" label={t('retailDocs.common.startDate')}>
        <Input type="date" data-testid="filter-start-date" />
      </Form.Item>
      <Form.Item name="endTime" label={t('retailDocs.common.endDate')}>
        <Input type="date" data-testid="filter-end-date" />
      </Form.Item>
    </>
  );
}

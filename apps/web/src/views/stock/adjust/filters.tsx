import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions, useDocEnums } from '../../../components/retail-docs/enums.ts';
import { LocationSelect } from '../shared/LocationSelect.tsx';

/** Search bar of the stock adjustment list. */
export function AdjustFilters() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <>
      <Form.Item name="no" label={t('retailDocs.adjust.no')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="kind" label={t('retailDocs.adjust.kind')}>
        <Select allowClear style={{ width: 120 }} options={selectOptions(enums.adjustKind)} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 120 }} options={selectOptions(enums.adjustStatus)} />
      </Form.Item>
      <Form.Item name="locationId" label={t('retailDocs.adjust.location')}>
        <LocationSelect purpose="read" allowClear data-testid="adjust-filter-location" />
      </Form.Item>
      <Form.Item name="barcode" label={t('retailDocs.common.barcode')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <DateRangeFilters />
    </>
  );
}

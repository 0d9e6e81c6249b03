import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions } from '../../../components/retail-docs/enums.ts';
import { LocationSelect } from '../shared/LocationSelect.tsx';
import { useTransferStatuses } from './status.ts';

/** Search bar of the transfer list. */
export function TransferFilters() {
  const { t } = useTranslation();
  const statuses = useTransferStatuses();
  return (
    <>
      <Form.Item name="no" label={t('transfer.no')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 140 }} options={selectOptions(statuses)} />
      </Form.Item>
      <Form.Item name="fromLocationId" label={t('transfer.from')}>
        <LocationSelect purpose="any" allowClear data-testid="filter-from" />
      </Form.Item>
      <Form.Item name="toLocationId" label={t('transfer.to')}>
        <LocationSelect purpose="any" allowClear data-testid="filter-to" />
      </Form.Item>
      <Form.Item name="barcode" label={t('retailDocs.common.barcode')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <DateRangeFilters />
    </>
  );
}

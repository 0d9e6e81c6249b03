import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions } from '../../../components/retail-docs/enums.ts';
import { SupplierSelect } from '../../goods/shared/SupplierSelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { usePurchaseEnums } from '../shared/enums.ts';

/** Search bar of the purchase order list. */
export function OrderFilters() {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  return (
    <>
      <Form.Item name="no" label={t('purchase.order.no')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 120 }} options={selectOptions(enums.orderStatus)} />
      </Form.Item>
      <Form.Item name="supplierId" label={t('purchase.common.supplier')}>
        <SupplierSelect />
      </Form.Item>
      <Form.Item name="locationId" label={t('purchase.common.location')}>
        <LocationSelect purpose="read" allowClear />
      </Form.Item>
      <Form.Item name="barcode" label={t('retailDocs.common.barcode')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <DateRangeFilters />
    </>
  );
}

import { SaleOrderKind } from '@retail/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions, useDocEnums } from '../../../components/retail-docs/enums.ts';

/** Search bar of the sales order list. */
export function OrderFilters() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <>
      <Form.Item name="no" label={t('retailDocs.sale.no')}>
        <Input allowClear maxLength={32} data-testid="order-filter-no" />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 130 }} options={selectOptions(enums.saleStatus)} />
      </Form.Item>
      <Form.Item name="kind" label={t('till.kind.label')}>
        <Select
          allowClear
          style={{ width: 130 }}
          data-testid="order-filter-kind"
          options={[
            { value: SaleOrderKind.Sale, label: t('till.kind.sale') },
            { value: SaleOrderKind.Return, label: t('till.kind.return') },
          ]}
        />
      </Form.Item>
      <Form.Item name="vipKeyword" label={t('retailDocs.sale.member')}>
        <Input allowClear maxLength={32} placeholder={t('retailDocs.sale.memberKeyword')} />
      </Form.Item>
      <Form.Item name="cashier" label={t('retailDocs.sale.cashier')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="barcode" label={t('retailDocs.common.barcode')}>
        <Input allowClear maxLength={32} />
      </Form.Item>
      <DateRangeFilters />
    </>
  );
}

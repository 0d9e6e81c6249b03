import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodsSelect } from '../shared/GoodsSelect.tsx';
import { saleOptions, selectOptions } from '../shared/status.ts';

/** The barcode list's search bar. */
export function BarcodeFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="barcode" label={t('catalog.barcode.barcode')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="goodsId" label={t('catalog.barcode.goods')}>
        <GoodsSelect placeholder={t('catalog.barcode.goodsPlaceholder')} />
      </Form.Item>
      <Form.Item name="color" label={t('catalog.barcode.color')}>
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="size" label={t('catalog.barcode.size')}>
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 110 }} options={selectOptions(saleOptions())} />
      </Form.Item>
    </>
  );
}

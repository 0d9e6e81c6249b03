import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { CategorySelect } from '../shared/CategorySelect.tsx';
import { saleOptions, selectOptions } from '../shared/status.ts';
import { SupplierSelect } from '../shared/SupplierSelect.tsx';

/** The goods list's search bar; the category and supplier pickers need their lists' codes (a cashier has neither). */
export function GoodsFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="keyword" label={t('ui.search')}>
        <Input allowClear placeholder={t('catalog.goods.keyword')} />
      </Form.Item>
      <Permitted code="goodsCategory:list">
        <Form.Item name="categoryId" label={t('catalog.goods.category')}>
          <CategorySelect />
        </Form.Item>
      </Permitted>
      <Permitted code="goodsSupplier:page">
        <Form.Item name="supplierId" label={t('catalog.goods.supplier')}>
          <SupplierSelect />
        </Form.Item>
      </Permitted>
      <Form.Item name="status" label={t('ui.status')}>
        <Select allowClear style={{ width: 110 }} options={selectOptions(saleOptions())} />
      </Form.Item>
      <Form.Item name="priceMin" label={t('catalog.goods.priceMin')}>
        <InputNumber min={0} precision={2} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="priceMax" label={t('catalog.goods.priceMax')}>
        <InputNumber min={0} precision={2} style={{ width: 120 }} />
      </Form.Item>
    </>
  );
}

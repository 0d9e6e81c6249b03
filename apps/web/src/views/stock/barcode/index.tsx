import type { StockFilterBody, StockOutput } from '@retail/contracts/api/retail/barcode-stock';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARCODE_STOCK_EXPORT_URL, barcodeStockApi, barcodeStockKeys } from '../../../api/barcode-stock.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { CategorySelect } from '../../goods/shared/CategorySelect.tsx';
import { LocationSelect } from '../shared/LocationSelect.tsx';
import { stockColumns } from './columns.tsx';

/** Barcode stock per location: quantity, average cost and value with the goods; location, low/zero/negative filters, export. */
export default function BarcodeStockScreen() {
  const { t } = useTranslation();
  return (
    <ListPage<StockOutput, StockFilterBody>
      queryKey={barcodeStockKeys.call('page')}
      rowKey="id"
      fetchPage={barcodeStockApi.page}
      columns={stockColumns()}
      filters={
        <>
          <Form.Item name="locationId" label={t('catalog.stock.location')}>
            <LocationSelect purpose="read" allowClear placeholder={t('catalog.stock.allLocations')} />
          </Form.Item>
          <Form.Item name="keyword" label={t('ui.search')}>
            <Input allowClear placeholder={t('catalog.stock.keyword')} />
          </Form.Item>
          <Form.Item name="categoryId" label={t('catalog.stock.category')}>
            <CategorySelect />
          </Form.Item>
          <Form.Item name="lowStock" valuePropName="checked">
            <Checkbox>{t('catalog.stock.lowStock')}</Checkbox>
          </Form.Item>
          <Form.Item name="zeroStock" valuePropName="checked">
            <Checkbox>{t('catalog.stock.zeroStock')}</Checkbox>
          </Form.Item>
          <Form.Item name="negativeStock" valuePropName="checked">
            <Checkbox>{t('catalog.stock.negativeStock')}</Checkbox>
          </Form.Item>
        </>
      }
      toolbar={({ query }) => (
        <Permitted code="barcodeStock:export">
          <ExportButton
            url={BARCODE_STOCK_EXPORT_URL}
            body={exportFilters(query)}
            fileName="barcode-stock.xlsx"
          />
        </Permitted>
      )}
    />
  );
}

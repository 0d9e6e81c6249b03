import type { StockLogOutput } from '@retail/contracts/api/retail/barcode-stock';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STOCK_LOG_EXPORT_URL, barcodeStockApi, stockLogKeys } from '../../../api/barcode-stock.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { GoodsSelect } from '../../goods/shared/GoodsSelect.tsx';
import { LocationSelect } from '../shared/LocationSelect.tsx';
import { stockLogColumns } from './columns.tsx';
import { type StockLogFormFilter, toStockLogFilter } from './filters.ts';
import { stockLogKindOptions } from './kinds.ts';

/** Stock log: every stock change with before, change, after, source document, operator and time. */
export default function StockLogScreen() {
  const { t } = useTranslation();
  // `/stock/log?barcode=` (from the stock list) opens the log of one barcode
  const [params] = useSearchParams();
  const barcode = params.get('barcode')?.trim() || undefined;
  const locationId = Number(params.get('locationId')) || undefined;
  const kinds = Object.entries(stockLogKindOptions()).map(([value, option]) => ({
    value: Number(value),
    label: option.label,
  }));
  return (
    <ListPage<StockLogOutput, StockLogFormFilter>
      key={`${barcode ?? 'all'}:${locationId ?? 'all'}`}
      queryKey={stockLogKeys.call('page')}
      fetchPage={(input, signal) => barcodeStockApi.logPage(toStockLogFilter(input), signal)}
      columns={stockLogColumns()}
      {...(barcode || locationId
        ? { initialFilters: { ...(barcode ? { barcode } : {}), ...(locationId ? { locationId } : {}) } }
        : {})}
      filters={
        <>
          <Form.Item name="locationId" label={t('catalog.stock.location')}>
            <LocationSelect purpose="read" allowClear placeholder={t('catalog.stock.allLocations')} />
          </Form.Item>
          <Form.Item name="barcode" label={t('catalog.stockLog.barcode')}>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="goodsId" label={t('catalog.stockLog.goods')}>
            <GoodsSelect placeholder={t('catalog.barcode.goodsPlaceholder')} />
          </Form.Item>
          <Form.Item name="kind" label={t('catalog.stockLog.kind')}>
            <Select allowClear style={{ width: 130 }} options={kinds} />
          </Form.Item>
          <Form.Item name="sourceNo" label={t('catalog.stockLog.sourceNo')}>
            <Input allowClear style={{ width: 170 }} />
          </Form.Item>
          <Form.Item name="dateRange" label={t('catalog.stockLog.dateRange')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
        </>
      }
      toolbar={({ query }) => (
        <Permitted code="barcodeStockLog:export">
          <ExportButton
            url={STOCK_LOG_EXPORT_URL}
            body={toStockLogFilter(exportFilters(query))}
            fileName="stock-log.xlsx"
          />
        </Permitted>
      )}
    />
  );
}

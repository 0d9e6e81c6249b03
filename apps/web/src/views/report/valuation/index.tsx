import type { ValuationBody, ValuationRowOutput } from '@retail/contracts/api/retail/stock-valuation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STOCK_VALUATION_EXPORT_URL,
  stockValuationApi,
  stockValuationKeys,
} from '../../../api/stock-valuation.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { CategorySelect } from '../../goods/shared/CategorySelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';

interface FormValues {
  date?: Dayjs | null;
  locationId?: number | null;
  categoryId?: number | null;
}

function toInput(values: FormValues): ValuationBody {
  return {
    ...(values.date ? { date: values.date.format('YYYY-MM-DD') } : {}),
    ...(values.locationId ? { locationId: values.locationId } : {}),
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
  };
}

/** Stock valuation (/report/valuation): quantity × moving-average cost by location and category, now or at a day's end. */
export default function StockValuationScreen() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [input, setInput] = useState<ValuationBody>({});
  // a search asks again even with the same filters: stock moves while the screen is open
  const [asked, setAsked] = useState(0);
  const query = useQuery({
    queryKey: stockValuationKeys.call('report', input, asked),
    queryFn: ({ signal }) => stockValuationApi.report(input, signal),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<ValuationRowOutput> = [
    { title: t('catalog.stock.location'), dataIndex: 'locationName', key: 'location' },
    {
      title: t('catalog.stock.category'),
      dataIndex: 'categoryName',
      key: 'category',
      render: (name: string | null) => name ?? t('reports.uncategorised'),
    },
    { title: t('reports.valuation.barcodes'), dataIndex: 'barcodes', key: 'barcodes', align: 'right' },
    { title: t('catalog.stock.qty'), dataIndex: 'qty', key: 'qty', align: 'right' },
    {
      title: t('catalog.stock.value'),
      dataIndex: 'value',
      key: 'value',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
  ];
  const data = query.data;
  return (
    <div className="report-page" data-testid="stock-valuation">
      <Card size="small">
        <Form<FormValues>
          form={form}
          layout="inline"
          onFinish={(values) => {
            setInput(toInput(values));
            setAsked((n) => n + 1);
          }}
          initialValues={{ date: null }}
        >
          <Form.Item name="date" label={t('reports.valuation.date')}>
            <DatePicker
              allowClear
              placeholder={t('reports.valuation.now')}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
          <Form.Item name="locationId" label={t('catalog.stock.location')}>
            <LocationSelect purpose="read" allowClear placeholder={t('catalog.stock.allLocations')} />
          </Form.Item>
          <Form.Item name="categoryId" label={t('catalog.stock.category')}>
            <CategorySelect />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('ui.search')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Permitted code="stockValuation:export">
              <ExportButton url={STOCK_VALUATION_EXPORT_URL} body={input} fileName="stock-valuation.xlsx" />
            </Permitted>
          </Form.Item>
        </Form>
      </Card>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Card
        size="small"
        title={data ? t('reports.valuation.at', { at: data.at }) : t('reports.valuation.title')}
        style={{ marginTop: 12 }}
      >
        <Table<ValuationRowOutput>
          size="small"
          rowKey={(r) => `${r.locationId}:${r.categoryId ?? 0}`}
          loading={query.isFetching}
          columns={columns}
          dataSource={data?.rows ?? []}
          pagination={false}
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{t('reports.valuation.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <span data-testid="valuation-total-qty">{data.totalQty}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <span data-testid="valuation-total-value">
                    <YuanText value={data.totalValue} />
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
    </div>
  );
}

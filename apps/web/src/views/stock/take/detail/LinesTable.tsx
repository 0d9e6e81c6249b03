import { StocktakeStatus } from '@retail/contracts';
import type {
  StocktakeDetailOutput,
  StocktakeLineOutput,
  StocktakeLinesFilterBody,
  StocktakeLineState,
} from '@retail/contracts/api/retail/stocktake';
import { Form, Input, InputNumber, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi, stocktakeKeys } from '../../../../api/stocktake.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { moneyColumn, timeColumn } from '../../../../components/list/columns.tsx';
import { ListPage } from '../../../../components/list/ListPage.tsx';
import { STOCKTAKE_MAX_QTY } from '../qty.ts';

type LineFilters = Omit<StocktakeLinesFilterBody, 'id'>;

interface Props {
  doc: StocktakeDetailOutput;
  /** counted quantities typed in the table (counting, with the count button) */
  editable: boolean;
  initialState?: StocktakeLineState;
  /** after a quantity typed here was taken */
  onCounted(): void;
  toolbar?: ReactNode;
  testId: string;
}

/**
 * The counted quantity of a line as a number field: Enter or leaving the field sets it (empty: not counted). Keyed by
 * the line's counted quantity, so a count from elsewhere (a scan) starts it again from the new value.
 */
function CountCell({
  doc,
  line,
  onCounted,
}: {
  doc: StocktakeDetailOutput;
  line: StocktakeLineOutput;
  onCounted(): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(line.countedQty);
  const sent = useRef<number | null>(line.countedQty);
  const commit = async () => {
    if (value === sent.current) return;
    sent.current = value;
    try {
      await stocktakeApi.count({ id: doc.id, barcode: line.barcode, mode: 'set', qty: value });
      onCounted();
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
      sent.current = line.countedQty;
      setValue(line.countedQty);
    }
  };
  return (
    <InputNumber
      value={value}
      min={0}
      max={STOCKTAKE_MAX_QTY}
      precision={0}
      style={{ width: 110 }}
      placeholder={t('stocktake.notCounted')}
      aria-label={t('stocktake.qtyOf', { barcode: line.barcode })}
      data-testid={`stocktake-qty-${line.barcode}`}
      onChange={(next) => setValue(next)}
      onBlur={() => void commit()}
      onPressEnter={() => void commit()}
    />
  );
}

/** A stocktake's lines, paged on the server: book, counted, movements, variance and its value. */
export function LinesTable({ doc, editable, initialState, onCounted, toolbar, testId }: Props) {
  const { t } = useTranslation();
  const posted = doc.status === StocktakeStatus.Posted;
  const states: Array<{ value: StocktakeLineState; label: string }> = [
    { value: 'counted', label: t('stocktake.states.counted') },
    { value: 'uncounted', label: t('stocktake.states.uncounted') },
    { value: 'variance', label: t('stocktake.states.variance') },
    { value: 'added', label: t('stocktake.states.added') },
  ];
  const columns: ColumnsType<StocktakeLineOutput> = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', sorter: true, width: 60 },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    {
      title: t('retailDocs.common.goods'),
      dataIndex: 'goodsName',
      key: 'goodsName',
      sorter: true,
      render: (name: string, line) => (
        <>
          {line.goodsCode} {name} {line.added ? <Tag color="purple">{t('stocktake.added')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    { title: t('stocktake.bookQty'), dataIndex: 'bookQty', key: 'bookQty', sorter: true, align: 'right' },
    {
      title: t('stocktake.countedQty'),
      dataIndex: 'countedQty',
      key: 'countedQty',
      sorter: true,
      align: 'right',
      render: (counted: number | null, line) =>
        editable ? (
          <CountCell key={`${line.id}:${counted ?? ''}`} doc={doc} line={line} onCounted={onCounted} />
        ) : counted === null ? (
          <Tag>{t('stocktake.notCounted')}</Tag>
        ) : (
          counted
        ),
    },
    {
      title: t('stocktake.movementQty'),
      dataIndex: 'movementQty',
      align: 'right',
    },
    {
      title: posted ? t('catalog.stock.qty') : t('stocktake.currentQty'),
      dataIndex: 'currentQty',
      align: 'right',
    },
    {
      title: t('stocktake.varianceQty'),
      dataIndex: 'varianceQty',
      key: 'varianceQty',
      sorter: true,
      align: 'right',
      render: (variance: number | null) =>
        variance === null ? (
          ''
        ) : (
          <span style={variance < 0 ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}>
            {variance > 0 ? `+${variance}` : variance}
          </span>
        ),
    },
    moneyColumn(t('stocktake.avgCost'), 'avgCost'),
    moneyColumn(t('stocktake.varianceValue'), 'varianceValue', { sortable: true }),
    { title: t('stocktake.countUser'), dataIndex: 'countUserName' },
    timeColumn(t('stocktake.countTime'), 'countTime', { sortable: true }),
  ];
  return (
    <div data-testid={testId}>
      <ListPage<StocktakeLineOutput, LineFilters>
        queryKey={stocktakeKeys.call('lines', doc.id)}
        fetchPage={(input, signal) => stocktakeApi.lines({ ...input, id: doc.id }, signal)}
        columns={columns}
        initialFilters={initialState ? { state: initialState } : {}}
        defaultPageSize={50}
        filters={
          <>
            <Form.Item name="keyword" label={t('ui.search')}>
              <Input allowClear maxLength={64} placeholder={t('stocktake.keyword')} />
            </Form.Item>
            <Form.Item name="state" label={t('stocktake.state')}>
              <Select allowClear style={{ width: 150 }} options={states} />
            </Form.Item>
          </>
        }
        toolbar={toolbar}
      />
    </div>
  );
}

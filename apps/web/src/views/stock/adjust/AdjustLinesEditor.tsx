import { StockAdjustKind } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Input, type InputRef, InputNumber, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { removeLineColumn } from '../../../components/list/columns.tsx';
import { BarcodeScanInput } from '../../../components/retail-docs/BarcodeScanInput.tsx';
import { useScanFocus } from '../../../components/scan/useScanFocus.ts';

/** A line being edited; `costPrice` is a yuan text (empty = the goods' cost price). */
export interface DraftLine {
  barcode: string;
  goodsName: string;
  goodsCode: string;
  color: string | null;
  size: string | null;
  qty: number | null;
  costPrice?: string | null;
  remark?: string | null;
}

interface Props {
  /** StockAdjustKind */
  kind: number;
  value?: DraftLine[];
  onChange?(lines: DraftLine[]): void;
  /** the document's dialog is open: scans and focus belong to this editor */
  active: boolean;
}

/** Lines picked by barcode: a scan adds the barcode, or one more of it when it is already listed. */
export function AdjustLinesEditor({ kind, value = [], onChange, active }: Props) {
  const { t } = useTranslation();
  const stocktake = kind === StockAdjustKind.Stocktake;
  const area = useRef<HTMLDivElement>(null);
  const scanInput = useRef<InputRef>(null);
  useScanFocus(scanInput, area, active);
  // the lines as last changed here: scans answered back to back must not each start from the same render's lines
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const set = (lines: DraftLine[]) => {
    latest.current = lines;
    onChange?.(lines);
  };
  const change = (index: number, patch: Partial<DraftLine>) =>
    set(latest.current.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  const add = (found: BarcodeLookupOutput) => {
    const lines = latest.current;
    const index = lines.findIndex((line) => line.barcode === found.barcode);
    if (index >= 0) {
      change(index, { qty: (lines[index]?.qty ?? 0) + 1 });
      return;
    }
    set([
      ...lines,
      {
        barcode: found.barcode,
        goodsName: found.goodsName,
        goodsCode: found.goodsCode,
        color: found.color,
        size: found.size,
        qty: 1,
      },
    ]);
  };

  const columns: ColumnsType<DraftLine> = [
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    {
      title: t('retailDocs.common.goods'),
      dataIndex: 'goodsName',
      render: (name: string, line) => `${line.goodsCode} ${name}`,
    },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    {
      title: stocktake ? t('retailDocs.adjust.countedQty') : t('retailDocs.common.qty'),
      dataIndex: 'qty',
      width: 130,
      render: (qty: number | null, line, index) => (
        <InputNumber
          value={qty}
          min={stocktake ? 0 : 1}
          max={10_000_000}
          precision={0}
          aria-label={t('retailDocs.adjust.qtyOf', { barcode: line.barcode })}
          data-testid={`adjust-line-qty-${line.barcode}`}
          onChange={(next) => change(index, { qty: next })}
        />
      ),
    },
    ...(kind === StockAdjustKind.Receive
      ? [
          {
            title: t('retailDocs.adjust.costPrice'),
            dataIndex: 'costPrice',
            width: 140,
            render: (price: string | null | undefined, line: DraftLine, index: number) => (
              <InputNumber<string>
                stringMode
                value={price ?? null}
                min="0"
                precision={2}
                placeholder={t('retailDocs.adjust.costDefault')}
                aria-label={t('retailDocs.adjust.costOf', { barcode: line.barcode })}
                onChange={(next) => change(index, { costPrice: next })}
              />
            ),
          },
        ]
      : []),
    {
      title: t('ui.remark'),
      dataIndex: 'remark',
      render: (remark: string | null | undefined, _line, index) => (
        <Input
          value={remark ?? ''}
          maxLength={256}
          onChange={(event) => change(index, { remark: event.target.value })}
        />
      ),
    },
    removeLineColumn(
      (line) => t('retailDocs.adjust.removeLine', { barcode: line.barcode }),
      (index) => onChange?.(value.filter((_l, i) => i !== index)),
      70,
    ),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} ref={area}>
      <BarcodeScanInput onFound={add} testId="adjust-scan" active={active} inputRef={scanInput} />
      <Table<DraftLine>
        size="small"
        rowKey="barcode"
        columns={columns}
        dataSource={value}
        pagination={false}
        locale={{ emptyText: t('retailDocs.adjust.noLines') }}
        scroll={{ x: 'max-content', y: 360 }}
      />
    </Space>
  );
}

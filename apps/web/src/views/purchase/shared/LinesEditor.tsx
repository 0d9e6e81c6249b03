import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Input, type InputRef, InputNumber, Space, Table } from 'antd';
import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { removeLineColumn } from '../../../components/list/columns.tsx';
import { BarcodeScanInput } from '../../../components/retail-docs/BarcodeScanInput.tsx';
import { useScanFocus } from '../../../components/scan/useScanFocus.ts';

/** A line being edited; `unitCost` is a yuan text (empty: the server's default). */
export interface DraftLine {
  barcode: string;
  goodsName: string;
  goodsCode: string;
  color: string | null;
  size: string | null;
  qty: number | null;
  unitCost?: string | null;
  remark?: string | null;
}

interface Props {
  value?: DraftLine[];
  onChange?(lines: DraftLine[]): void;
  /** the document's dialog is open: scans and focus belong to this editor */
  active: boolean;
  costTitle: string;
  /** what an empty cost means (the server's default) */
  costPlaceholder: string;
  /** prefix of the test ids: `{testId}-scan`, `{testId}-line-qty-{barcode}`, `{testId}-line-cost-{barcode}` */
  testId: string;
}

/** Lines picked by barcode with a quantity and a unit cost: a scan adds the barcode, or one more of it. */
export function LinesEditor({ value = [], onChange, active, costTitle, costPlaceholder, testId }: Props) {
  const { t } = useTranslation();
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
      title: t('retailDocs.common.qty'),
      dataIndex: 'qty',
      width: 130,
      render: (qty: number | null, line, index) => (
        <InputNumber
          value={qty}
          min={1}
          max={10_000_000}
          precision={0}
          aria-label={t('purchase.common.qtyOf', { barcode: line.barcode })}
          data-testid={`${testId}-line-qty-${line.barcode}`}
          onChange={(next) => change(index, { qty: next })}
        />
      ),
    },
    {
      title: costTitle,
      dataIndex: 'unitCost',
      width: 150,
      render: (cost: string | null | undefined, line, index) => (
        <InputNumber<string>
          stringMode
          value={cost ?? null}
          min="0"
          precision={2}
          placeholder={costPlaceholder}
          aria-label={t('purchase.common.costOf', { barcode: line.barcode })}
          data-testid={`${testId}-line-cost-${line.barcode}`}
          onChange={(next) => change(index, { unitCost: next })}
        />
      ),
    },
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
      (line) => t('purchase.common.removeLine', { barcode: line.barcode }),
      (index) => onChange?.(value.filter((_l, i) => i !== index)),
      70,
    ),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} ref={area}>
      <BarcodeScanInput onFound={add} testId={`${testId}-scan`} active={active} inputRef={scanInput} />
      <Table<DraftLine>
        size="small"
        rowKey="barcode"
        columns={columns}
        dataSource={value}
        pagination={false}
        locale={{ emptyText: t('purchase.common.noLines') }}
        scroll={{ x: 'max-content', y: 360 }}
      />
    </Space>
  );
}

/** The form rule of a lines field: at least one line, each with its quantity. */
export function linesValidator(t: TFunction) {
  return (_rule: unknown, lines: DraftLine[] | undefined) => {
    if (!lines?.length) return Promise.reject(new Error(t('purchase.common.needLines')));
    const bad = lines.find((line) => line.qty === null || line.qty === undefined);
    return bad
      ? Promise.reject(new Error(t('purchase.common.needQty', { barcode: bad.barcode })))
      : Promise.resolve();
  };
}

/** A draft line as the API takes it (an empty cost is left to the server's default). */
export function lineBody(line: DraftLine) {
  return {
    barcode: line.barcode,
    qty: line.qty ?? 0,
    ...(line.unitCost ? { unitCost: line.unitCost } : {}),
    ...(line.remark ? { remark: line.remark } : {}),
  };
}

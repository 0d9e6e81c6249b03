import { formatYuan } from '@retail/contracts';
import { InputNumber, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { removeLineColumn } from '../../../../components/list/columns.tsx';
import { type CartLine, unitFen } from './cart.ts';
import { ShortcutKey } from './ShortcutKey.tsx';

interface Props {
  lines: CartLine[];
  member: boolean;
  onChange(lines: CartLine[]): void;
}

/** The cart: quantity and line discount per barcode; prices follow the member on the order. */
export function CartTable({ lines, member, onChange }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<CartLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const columns: ColumnsType<CartLine> = [
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    {
      title: t('retailDocs.common.goods'),
      dataIndex: 'goodsName',
      render: (name: string, line) =>
        [line.goodsCode, name, [line.color, line.size].filter(Boolean).join('/')].filter(Boolean).join(' '),
    },
    {
      title: t('retailDocs.sale.price'),
      key: 'price',
      align: 'right',
      render: (_, line) => formatYuan(unitFen(line, member)),
    },
    {
      title: (
        <>
          {t('retailDocs.common.qty')} <ShortcutKey action="quantity" />
        </>
      ),
      dataIndex: 'qty',
      width: 110,
      render: (qty: number, line, index) => (
        <InputNumber
          value={qty}
          min={1}
          max={100_000}
          precision={0}
          aria-label={t('retailDocs.sale.qtyOf', { barcode: line.barcode })}
          data-testid={`sale-qty-${line.barcode}`}
          data-till-focus="quantity"
          onChange={(next) => change(index, { qty: next ?? 1 })}
        />
      ),
    },
    {
      title: (
        <>
          {t('retailDocs.sale.lineDiscount')} <ShortcutKey action="lineDiscount" />
        </>
      ),
      dataIndex: 'discount',
      width: 130,
      render: (discount: string, line, index) => (
        <InputNumber<string>
          stringMode
          min="0"
          precision={2}
          value={discount || null}
          aria-label={t('retailDocs.sale.discountOf', { barcode: line.barcode })}
          data-till-focus="lineDiscount"
          onChange={(next) => change(index, { discount: next ?? '' })}
        />
      ),
    },
    {
      title: t('retailDocs.sale.lineAmount'),
      key: 'amount',
      align: 'right',
      render: (_, line) => formatYuan(line.qty * unitFen(line, member)),
    },
    removeLineColumn(
      (line) => t('retailDocs.sale.removeLine', { barcode: line.barcode }),
      (index) => onChange(lines.filter((_l, i) => i !== index)),
      60,
    ),
  ];
  return (
    <Table<CartLine>
      size="small"
      rowKey="barcode"
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: t('retailDocs.sale.emptyCart') }}
      scroll={{ x: 'max-content' }}
      data-testid="sale-cart"
    />
  );
}

import type { Language } from '../../../platform/i18n/language.ts';
import { enumLabel } from '../shared/enum-labels.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import type { SaleOrderOutput } from '@retail/contracts/api/retail/sale-order';

/**
 * The filtered sales orders as a workbook (at most EXCEL_MAX_ROWS, newest first unless sorted otherwise); status
 * and payment methods by name.
 */
export function saleOrderSheet(
  rows: SaleOrderOutput[],
  methods: Map<number, number[]>,
  lang: Language,
): Promise<Buffer> {
  const paidWith = (id: number) =>
    (methods.get(id) ?? []).map((m) => enumLabel(lang, 'payMethod', m)).join(', ') || null;
  return buildSheet<SaleOrderOutput>(
    'Sales orders',
    [
      { header: 'col.no', width: 20, value: (r) => r.no },
      { header: 'col.time', width: 20, value: (r) => r.createTime },
      { header: 'col.kind', width: 16, value: (r, lang) => enumLabel(lang, 'saleOrderKind', r.kind) },
      {
        header: 'col.member',
        width: 16,
        value: (r) => (r.vipName ? `${r.vipName} ${r.vipCardNo ?? ''}`.trim() : null),
      },
      { header: 'col.quantity', value: (r) => r.totalQty },
      { header: 'col.amount', value: (r) => r.amount },
      { header: 'col.discount', value: (r) => Math.round((r.lineDiscount + r.orderDiscount) * 100) / 100 },
      { header: 'col.payments', width: 18, value: (r) => paidWith(r.id) },
      { header: 'col.refundAmount', value: (r) => r.refundAmount },
      { header: 'col.status', value: (r, lang) => enumLabel(lang, 'saleOrderStatus', r.status) },
      { header: 'col.cashier', value: (r) => r.createUserName },
      { header: 'col.remark', width: 24, value: (r) => r.remark },
    ],
    rows,
    lang,
  );
}

export const SALE_EXPORT_MAX = EXCEL_MAX_ROWS;

import type { Language } from '../../../platform/i18n/language.ts';
import { defineMessages, translate } from '../../../platform/i18n/messages.ts';

const label = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Names of the retail codes (retail-enums.ts) for exports, where a bare number would mean nothing. */
defineMessages({
  'enum.stockLogKind.1': label('入库', 'Receive', '入庫'),
  'enum.stockLogKind.2': label('出库', 'Issue', '出庫'),
  'enum.stockLogKind.3': label('盘点', 'Stocktake', '盤點'),
  'enum.stockLogKind.4': label('销售', 'Sale', '銷售'),
  'enum.stockLogKind.5': label('销售作废', 'Sale cancelled', '銷售作廢'),
  'enum.stockLogKind.6': label('销售退货', 'Sale refund', '銷售退貨'),
  'enum.stockLogKind.7': label('调整单冲销', 'Adjustment voided', '調整單沖銷'),
  'enum.adjustKind.1': label('入库', 'Receive', '入庫'),
  'enum.adjustKind.2': label('出库', 'Issue', '出庫'),
  'enum.adjustKind.3': label('盘点', 'Stocktake', '盤點'),
  'enum.adjustStatus.1': label('草稿', 'Draft', '草稿'),
  'enum.adjustStatus.2': label('已确认', 'Confirmed', '已確認'),
  'enum.adjustStatus.3': label('已作废', 'Voided', '已作廢'),
  'enum.saleOrderStatus.1': label('已完成', 'Completed', '已完成'),
  'enum.saleOrderStatus.2': label('已作废', 'Cancelled', '已作廢'),
  'enum.saleOrderStatus.3': label('部分退货', 'Partly refunded', '部分退貨'),
  'enum.saleOrderStatus.4': label('已退货', 'Refunded', '已退貨'),
  'enum.sourceType.saleOrder': label('销售单', 'Sales order', '銷售單'),
  'enum.sourceType.saleRefund': label('销售退货', 'Sale refund', '銷售退貨'),
  'enum.sourceType.stockAdjust': label('库存调整单', 'Stock adjustment', '庫存調整單'),
});

export type EnumGroup = 'stockLogKind' | 'adjustKind' | 'adjustStatus' | 'saleOrderStatus' | 'sourceType';

/** The name of a code in the caller's language; an unknown code is shown as it is. */
export function enumLabel(lang: Language, group: EnumGroup, value: string | number | null): string | null {
  if (value === null) return null;
  const key = `enum.${group}.${value}`;
  const text = translate(lang, key as Parameters<typeof translate>[1]);
  return text === key ? String(value) : text;
}

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
  'enum.status.1': label('启用', 'Enabled', '啟用'),
  'enum.status.2': label('停用', 'Disabled', '停用'),
  'enum.saleStatus.1': label('上架', 'On sale', '上架'),
  'enum.saleStatus.2': label('下架', 'Off sale', '下架'),
  'enum.payMethod.1': label('现金', 'Cash', '現金'),
  'enum.payMethod.2': label('银行卡', 'Card', '銀行卡'),
  'enum.payMethod.3': label('移动支付', 'Mobile pay', '行動支付'),
  'enum.payMethod.4': label('会员余额', 'Member balance', '會員餘額'),
  'enum.sex.0': label('未知', 'Unknown', '未知'),
  'enum.sex.1': label('男', 'Male', '男'),
  'enum.sex.2': label('女', 'Female', '女'),
  'enum.sex.3': label('其他', 'Other', '其他'),
  'enum.yesNo.true': label('是', 'Yes', '是'),
  'enum.yesNo.false': label('否', 'No', '否'),
});

export type EnumGroup =
  | 'stockLogKind'
  | 'adjustKind'
  | 'adjustStatus'
  | 'saleOrderStatus'
  | 'sourceType'
  | 'status'
  | 'saleStatus'
  | 'payMethod'
  | 'sex'
  | 'yesNo';

/** The name of a code in the caller's language; an unknown code is shown as it is. */
export function enumLabel(
  lang: Language,
  group: EnumGroup,
  value: string | number | boolean | null,
): string | null {
  if (value === null) return null;
  const key = `enum.${group}.${value}`;
  const text = translate(lang, key as Parameters<typeof translate>[1]);
  return text === key ? String(value) : text;
}

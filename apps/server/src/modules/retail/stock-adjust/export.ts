import type { SheetColumn } from '../shared/excel.ts';
import type { AdjustOutput } from './schemas.ts';

export const ADJUST_TITLE = { 'zh-cn': '库存调整单', en: 'Stock adjustments', 'zh-tw': '庫存調整單' };

/** Columns of the adjustment export; kind and status are their numbers, as in the API (labels come from the const lists). */
export const ADJUST_COLUMNS: SheetColumn<AdjustOutput>[] = [
  { key: 'no', header: { 'zh-cn': '单号', en: 'No.', 'zh-tw': '單號' }, width: 20 },
  { key: 'kind', header: { 'zh-cn': '类型', en: 'Kind', 'zh-tw': '類型' }, width: 8 },
  { key: 'status', header: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' }, width: 8 },
  { key: 'supplierName', header: { 'zh-cn': '供应商', en: 'Supplier', 'zh-tw': '供應商' }, width: 20 },
  { key: 'totalQty', header: { 'zh-cn': '数量', en: 'Quantity', 'zh-tw': '數量' }, width: 10 },
  { key: 'totalCost', header: { 'zh-cn': '成本金额', en: 'Cost', 'zh-tw': '成本金額' }, width: 12 },
  { key: 'remark', header: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' }, width: 24 },
  { key: 'createUserName', header: { 'zh-cn': '制单人', en: 'Created by', 'zh-tw': '製單人' }, width: 12 },
  { key: 'createTime', header: { 'zh-cn': '制单时间', en: 'Created', 'zh-tw': '製單時間' }, width: 20 },
  { key: 'confirmUserName', header: { 'zh-cn': '确认人', en: 'Confirmed by', 'zh-tw': '確認人' }, width: 12 },
  { key: 'confirmTime', header: { 'zh-cn': '确认时间', en: 'Confirmed', 'zh-tw': '確認時間' }, width: 20 },
];

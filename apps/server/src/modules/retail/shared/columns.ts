import { defineMessages } from '../../../platform/i18n/messages.ts';

const col = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Column headers of the retail Excel files, in the caller's language. */
export const columnMessages = defineMessages({
  'col.code': col('编码', 'Code', '編碼'),
  'col.name': col('名称', 'Name', '名稱'),
  'col.goodsCode': col('商品编码', 'Goods code', '商品編碼'),
  'col.goodsName': col('商品名称', 'Goods name', '商品名稱'),
  'col.category': col('分类', 'Category', '分類'),
  'col.supplier': col('供应商', 'Supplier', '供應商'),
  'col.unit': col('单位', 'Unit', '單位'),
  'col.spec': col('规格', 'Spec', '規格'),
  'col.brand': col('品牌', 'Brand', '品牌'),
  'col.costPrice': col('成本价', 'Cost price', '成本價'),
  'col.retailPrice': col('零售价', 'Retail price', '零售價'),
  'col.memberPrice': col('会员价', 'Member price', '會員價'),
  'col.minStock': col('最低库存', 'Min stock', '最低庫存'),
  'col.barcode': col('条码', 'Barcode', '條碼'),
  'col.color': col('颜色', 'Colour', '顏色'),
  'col.size': col('尺码', 'Size', '尺碼'),
  'col.qty': col('库存', 'Stock', '庫存'),
  'col.status': col('状态', 'Status', '狀態'),
  'col.remark': col('备注', 'Remark', '備註'),
  'col.contact': col('联系人', 'Contact', '聯絡人'),
  'col.phone': col('电话', 'Phone', '電話'),
  'col.address': col('地址', 'Address', '地址'),
  'col.createTime': col('创建时间', 'Created', '建立時間'),
  'col.kind': col('类型', 'Kind', '類型'),
  'col.qtyBefore': col('变动前', 'Before', '變動前'),
  'col.delta': col('变动', 'Change', '變動'),
  'col.qtyAfter': col('变动后', 'After', '變動後'),
  'col.sourceType': col('单据类型', 'Document type', '單據類型'),
  'col.sourceNo': col('单据号', 'Document no.', '單據號'),
  'col.operator': col('操作人', 'Operator', '操作人'),
  'col.time': col('时间', 'Time', '時間'),
});

export type ColumnKey = keyof typeof columnMessages;

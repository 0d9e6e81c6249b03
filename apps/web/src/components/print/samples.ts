import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';

/**
 * Sample documents for a preview when no real one is chosen: the shape each type's print call answers, with
 * every field of its catalogue filled in. A label sheet's sample is a few labels.
 */

const shop = { shopName: '示例便利店 · 人民路店', header: '欢迎光临', footer: '谢谢惠顾，欢迎再来' };
const made = { createTime: '2026-03-18 14:32:05', createUserName: '张晓梅', remark: '样例单据' };

const goods = [
  { barcode: '6901234567892', goodsCode: 'TS-0101', goodsName: '纯棉圆领T恤', color: '白', size: 'L' },
  { barcode: '6901234567908', goodsCode: 'TS-0102', goodsName: '纯棉圆领T恤', color: '黑', size: 'M' },
  { barcode: 'JN-2024-30', goodsCode: 'JN-2024', goodsName: '直筒牛仔裤', color: '蓝', size: '30' },
  {
    barcode: '6909876543216',
    goodsCode: 'SK-0007',
    goodsName: '运动中筒袜（三双装）',
    color: null,
    size: null,
  },
];
const line = (index: number, extra: Record<string, unknown>) => ({
  id: index + 1,
  lineNo: index + 1,
  ...goods[index % goods.length],
  ...extra,
});

const saleReceipt = {
  ...shop,
  ...made,
  id: 1,
  no: 'SO20260318-0042',
  kind: 1,
  status: 1,
  vipName: '李明',
  vipCardNo: 'VIP000128',
  vipMobile: '13800001234',
  totalQty: 5,
  listAmount: 356,
  lineDiscount: 16,
  orderDiscount: 10,
  amount: 330,
  refundAmount: 0,
  points: 330,
  cashTendered: 200,
  cashChange: 20,
  lines: [
    line(0, { qty: 2, price: 59, discount: 0, amount: 118 }),
    line(1, { qty: 1, price: 59, discount: 5.9, amount: 53.1 }),
    line(2, { qty: 1, price: 159, discount: 10.1, amount: 148.9 }),
    line(3, { qty: 1, price: 19, discount: 0, amount: 19 }),
  ],
  payments: [
    { method: 1, amount: 180, refundId: null },
    { method: 3, amount: 150, refundId: null },
  ],
};

const refundSlip = {
  ...shop,
  refund: {
    id: 7,
    no: 'RF20260318-0003',
    kind: 1,
    qty: 1,
    amount: 53.1,
    reason: '尺码不合适',
    refundMethod: 1,
    createTime: '2026-03-18 16:05:41',
    createUserName: '张晓梅',
  },
  order: { id: 1, no: 'SO20260318-0042', kind: 1, vipName: '李明', vipCardNo: 'VIP000128' },
  lines: [{ ...goods[1], qty: 1, amount: 53.1 }],
  payments: [{ method: 1, amount: 53.1 }],
};

const shiftReport = {
  shopName: shop.shopName,
  id: 3,
  no: 'SH20260318-01',
  report: 'Z',
  userName: '张晓梅',
  openTime: '2026-03-18 08:58:12',
  closeTime: '2026-03-18 17:02:47',
  closeUserName: '王店长',
  remark: '',
  figures: {
    salesCount: 46,
    salesAmount: 5230.5,
    discountAmount: 182.3,
    refundCount: 2,
    refundAmount: 112.1,
    netSales: 5118.4,
    floatAmount: 500,
    cashSales: 1830,
    cashRefunds: 53.1,
    paidIn: 0,
    paidOut: 40,
    expectedCash: 2236.9,
    countedCash: 2236.9,
    difference: 0,
    byMethod: [
      { method: 1, sales: 1830, refunds: 53.1, net: 1776.9 },
      { method: 2, sales: 1250.5, refunds: 0, net: 1250.5 },
      { method: 3, sales: 2150, refunds: 59, net: 2091 },
    ],
  },
  cash: [
    { amount: -40, reason: '购买清洁用品', createTime: '2026-03-18 11:20:00', createUserName: '张晓梅' },
  ],
};

const barcodeLabel = goods.map((item, index) => ({
  id: index + 1,
  ...item,
  retailPrice: [59, 59, 159, 19][index],
  memberPrice: [53, 53, 143, 17][index],
}));

const stockAdjust = {
  ...made,
  id: 1,
  no: 'SA20260318-0005',
  kind: 1,
  status: 2,
  locationName: '人民路店',
  supplierName: '杭州织造有限公司',
  totalQty: 120,
  totalCost: 3960,
  confirmTime: '2026-03-18 15:10:00',
  confirmUserName: '王店长',
  lines: [
    line(0, { qty: 40, bookQty: null, delta: null, costPrice: 28, remark: null }),
    line(1, { qty: 40, bookQty: null, delta: null, costPrice: 28, remark: null }),
    line(2, { qty: 20, bookQty: null, delta: null, costPrice: 82, remark: '首批' }),
    line(3, { qty: 20, bookQty: null, delta: null, costPrice: 8, remark: null }),
  ],
};

const vipTopUp = {
  ...shop,
  no: '1024',
  vip: { id: 12, cardNo: 'VIP000128', name: '李明', mobile: '13800001234', level: '金卡' },
  amount: 500,
  bonus: 50,
  payMethod: 3,
  balanceBefore: 86.5,
  balanceAfter: 636.5,
  createTime: '2026-03-18 10:21:09',
  createUserName: '张晓梅',
  remark: '充五百送五十',
};

const stockTransfer = {
  ...made,
  id: 1,
  no: 'TR20260318-0002',
  fromLocationName: '中心仓',
  toLocationName: '人民路店',
  totalCost: 1680,
  shipTime: '2026-03-18 09:30:00',
  shipUserName: '赵仓管',
  receiveTime: '2026-03-18 13:45:00',
  receiveUserName: '王店长',
  lines: [
    line(0, { qty: 30, qtyShipped: 30, qtyReceived: 30, qtyDifference: 0, unitCost: 28, remark: null }),
    line(2, { qty: 10, qtyShipped: 10, qtyReceived: 9, qtyDifference: -1, unitCost: 82, remark: '短少一件' }),
  ],
};

const purchaseOrder = {
  ...made,
  id: 1,
  no: 'PO20260315-0011',
  supplierName: '杭州织造有限公司',
  locationName: '中心仓',
  totalQty: 300,
  totalAmount: 10040,
  expectedDate: '2026-03-25',
  approveTime: '2026-03-15 17:20:00',
  approveUserName: '王店长',
  lines: [
    line(0, { unit: '件', qty: 100, qtyReceived: 60, unitCost: 28, amount: 2800, remark: null }),
    line(1, { unit: '件', qty: 100, qtyReceived: 60, unitCost: 28, amount: 2800, remark: null }),
    line(2, { unit: '条', qty: 50, qtyReceived: 0, unitCost: 82, amount: 4100, remark: '月底前到货' }),
    line(3, { unit: '组', qty: 50, qtyReceived: 50, unitCost: 6.8, amount: 340, remark: null }),
  ],
};

const supplierReturn = {
  ...made,
  id: 1,
  no: 'PR20260318-0001',
  supplierName: '杭州织造有限公司',
  locationName: '中心仓',
  orderNo: 'PO20260315-0011',
  receiptNo: 'RC20260317-0004',
  totalQty: 6,
  totalAmount: 168,
  confirmTime: '2026-03-18 16:40:00',
  confirmUserName: '王店长',
  lines: [line(0, { qty: 6, unitCost: 28, amount: 168, remark: '线头、污渍' })],
};

const stocktake = {
  ...made,
  id: 1,
  no: 'ST20260318-0001',
  locationName: '人民路店',
  summary: {
    bookQty: 412,
    countedQty: 409,
    varianceQty: -3,
    varianceValue: -118,
    gainQty: 1,
    gainValue: 8,
    lossQty: 4,
    lossValue: 126,
  },
  lines: [
    line(0, {
      categoryName: 'T恤',
      unit: '件',
      bookQty: 120,
      countedQty: 118,
      varianceQty: -2,
      avgCost: 28,
      varianceValue: -56,
    }),
    line(1, {
      categoryName: 'T恤',
      unit: '件',
      bookQty: 96,
      countedQty: 96,
      varianceQty: 0,
      avgCost: 28,
      varianceValue: 0,
    }),
    line(2, {
      categoryName: '裤装',
      unit: '条',
      bookQty: 36,
      countedQty: 35,
      varianceQty: -1,
      avgCost: 70,
      varianceValue: -70,
    }),
    line(3, {
      categoryName: '袜子',
      unit: '组',
      bookQty: 160,
      countedQty: 160,
      varianceQty: 0,
      avgCost: 8,
      varianceValue: 0,
    }),
  ],
};

export const PRINT_SAMPLES: Record<PrintDocType, unknown> = {
  saleReceipt,
  refundSlip,
  shiftReport,
  barcodeLabel,
  stockAdjust,
  vipTopUp,
  stockTransfer,
  purchaseOrder,
  supplierReturn,
  stocktake,
};

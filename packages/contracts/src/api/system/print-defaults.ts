import type { PrintDocType } from './print-catalogue.ts';
import { nextId, field, rule, pageNumber, column, band, empty, roll, a4 } from './print-default-parts.ts';
import type { PrintTableColumn, PrintTemplate } from './print-template.ts';

/**
 * The built-in templates: what every tenant starts with (seeded once per tenant, then the tenant's own rows),
 * and what a print button uses while a tenant has no enabled default of its type. Field labels are left to
 * the catalogue (null), so they print in the reader's language.
 */

/** A till receipt on a roll of 80 or 58 mm: shop, number, cashier, member, lines, totals, payments, footer. */
function saleReceipt(widthMm: 80 | 58): PrintTemplate {
  const w = widthMm - 6;
  const half = w / 2;
  return {
    schemaVersion: 1,
    paper: roll(widthMm),
    labels: null,
    header: band(32, [
      field('shopName', { x: 0, y: 0, w, h: 6 }, 12, { bold: true, align: 'center', label: '' }),
      field('header', { x: 0, y: 6, w, h: 5 }, 8, { align: 'center', label: '' }),
      field('no', { x: 0, y: 12, w, h: 4 }),
      field('createTime', { x: 0, y: 16, w, h: 4 }),
      field('createUserName', { x: 0, y: 20, w, h: 4 }),
      field('vipCardNo', { x: 0, y: 24, w, h: 4 }),
      rule(30, w),
    ]),
    detail: {
      binding: 'lines',
      columns: [
        column('goodsName', widthMm === 80 ? 40 : 36),
        column('qty', 12, 'right'),
        column('price', 20, 'right'),
        column('amount', 22, 'right'),
      ],
      fontSizePt: widthMm === 80 ? 8 : 7,
      showHeader: true,
      borders: 'rows',
    },
    summary: band(38, [
      rule(1, w),
      field('totalQty', { x: 0, y: 3, w: half, h: 4 }),
      field('listAmount', { x: half, y: 3, w: half, h: 4 }, 9, { align: 'right' }),
      field('discount', { x: 0, y: 7, w, h: 4 }, 9, { align: 'right' }),
      field('amount', { x: 0, y: 11, w, h: 6 }, 12, { bold: true, align: 'right' }),
      field('cashTendered', { x: 0, y: 18, w, h: 4 }, 9, { align: 'right' }),
      field('cashChange', { x: 0, y: 22, w, h: 4 }, 9, { align: 'right' }),
      field('points', { x: 0, y: 26, w, h: 4 }),
      field('footer', { x: 0, y: 31, w, h: 6 }, 8, { align: 'center', label: '' }),
    ]),
    footer: empty,
  };
}

function refundSlip(): PrintTemplate {
  const w = 74;
  return {
    schemaVersion: 1,
    paper: roll(80),
    labels: null,
    header: band(34, [
      field('shopName', { x: 0, y: 0, w, h: 6 }, 12, { bold: true, align: 'center', label: '' }),
      field('refund.no', { x: 0, y: 7, w, h: 4 }),
      field('order.no', { x: 0, y: 11, w, h: 4 }),
      field('refund.createTime', { x: 0, y: 15, w, h: 4 }),
      field('refund.createUserName', { x: 0, y: 19, w, h: 4 }),
      field('order.vipCardNo', { x: 0, y: 23, w, h: 4 }),
      field('refund.reason', { x: 0, y: 27, w, h: 4 }),
      rule(32, w),
    ]),
    detail: {
      binding: 'lines',
      columns: [column('goodsName', 44), column('qty', 14, 'right'), column('amount', 24, 'right')],
      fontSizePt: 8,
      showHeader: true,
      borders: 'rows',
    },
    summary: band(20, [
      rule(1, w),
      field('refund.qty', { x: 0, y: 3, w, h: 4 }),
      field('refund.amount', { x: 0, y: 7, w, h: 6 }, 12, { bold: true, align: 'right' }),
      field('footer', { x: 0, y: 14, w, h: 5 }, 8, { align: 'center', label: '' }),
    ]),
    footer: empty,
  };
}

function shiftReport(): PrintTemplate {
  const w = 74;
  const lines: Array<[string, number]> = [
    ['figures.salesCount', 0],
    ['figures.salesAmount', 4],
    ['figures.discountAmount', 8],
    ['figures.refundCount', 12],
    ['figures.refundAmount', 16],
    ['figures.netSales', 20],
  ];
  const cash: Array<[string, number]> = [
    ['figures.floatAmount', 0],
    ['figures.cashSales', 4],
    ['figures.cashRefunds', 8],
    ['figures.paidIn', 12],
    ['figures.paidOut', 16],
    ['figures.expectedCash', 20],
    ['figures.countedCash', 24],
    ['figures.difference', 28],
  ];
  return {
    schemaVersion: 1,
    paper: roll(80),
    labels: null,
    header: band(56, [
      field('shopName', { x: 0, y: 0, w, h: 6 }, 12, { bold: true, align: 'center', label: '' }),
      field('report', { x: 0, y: 6, w, h: 5 }, 11, { bold: true, align: 'center' }),
      field('no', { x: 0, y: 12, w, h: 4 }),
      field('userName', { x: 0, y: 16, w, h: 4 }),
      field('openTime', { x: 0, y: 20, w, h: 4 }),
      field('closeTime', { x: 0, y: 24, w, h: 4 }),
      rule(29, w),
      ...lines.map(([binding, y]) => field(binding, { x: 0, y: 31 + y, w, h: 4 })),
    ]),
    detail: {
      binding: 'figures.byMethod',
      columns: [
        column('method', 22),
        column('sales', 20, 'right'),
        column('refunds', 20, 'right'),
        column('net', 20, 'right'),
      ],
      fontSizePt: 8,
      showHeader: true,
      borders: 'rows',
    },
    summary: band(40, [
      rule(1, w),
      ...cash.map(([binding, y]) => field(binding, { x: 0, y: 3 + y, w, h: 4 })),
      field('printTime', { x: 0, y: 35, w, h: 4 }, 8),
    ]),
    footer: empty,
  };
}

/** A sheet of 50 × 30 mm labels, three across an A4 page: name, code and variant, price, barcode. */
function barcodeLabel(): PrintTemplate {
  return {
    schemaVersion: 1,
    paper: { ...a4, marginMm: { top: 8, right: 8, bottom: 8, left: 8 } },
    labels: { labelWidthMm: 50, labelHeightMm: 30, cols: 3, gapXMm: 2, gapYMm: 2 },
    header: band(30, [
      field('goodsName', { x: 2, y: 1.5, w: 46, h: 4.5 }, 9, { bold: true, label: '' }),
      field('variant', { x: 2, y: 6, w: 28, h: 3.5 }, 7, { label: '' }),
      {
        ...field('retailPrice', { x: 28, y: 5.5, w: 20, h: 4 }, 9, { bold: true, align: 'right', label: '' }),
        format: 'moneySymbol',
      },
      {
        id: nextId('b'),
        type: 'barcode',
        x: 3,
        y: 10.5,
        w: 44,
        h: 18,
        symbology: 'code128',
        binding: 'barcode',
        text: '',
        showText: true,
      },
    ]),
    detail: null,
    summary: empty,
    footer: empty,
  };
}

/** An A4 document of goods lines: title, number, parties, the lines, totals, signatures and page numbers. */
function a4Document(headerFields: string[], lines: PrintTableColumn[], totals: string[]): PrintTemplate {
  const w = 186;
  const half = w / 2;
  return {
    schemaVersion: 1,
    paper: a4,
    labels: null,
    header: band(14 + Math.ceil(headerFields.length / 2) * 6, [
      field('docTitle', { x: 0, y: 0, w, h: 9 }, 16, { bold: true, align: 'center', label: '' }),
      ...headerFields.map((binding, i) =>
        field(binding, { x: (i % 2) * half, y: 11 + Math.floor(i / 2) * 6, w: half, h: 5 }, 10),
      ),
    ]),
    detail: { binding: 'lines', columns: lines, fontSizePt: 9, showHeader: true, borders: 'grid' },
    summary: band(22, [
      ...totals.map((binding, i) =>
        field(binding, { x: (i % 2) * half, y: 3 + Math.floor(i / 2) * 6, w: half, h: 5 }, 10),
      ),
      field('printTime', { x: 0, y: 16, w: half, h: 5 }, 9),
    ]),
    footer: band(8, [pageNumber({ x: 0, y: 2, w, h: 5 })]),
  };
}

const goodsColumns = [
  column('lineNo', 6, 'right'),
  column('barcode', 18),
  column('goodsName', 30),
  column('variant', 14),
];

function topUpSlip(): PrintTemplate {
  const w = 74;
  const rows = [
    'vip.cardNo',
    'vip.name',
    'amount',
    'bonus',
    'payMethod',
    'balanceBefore',
    'balanceAfter',
    'createTime',
    'createUserName',
  ];
  return {
    schemaVersion: 1,
    paper: roll(80),
    labels: null,
    header: band(14 + rows.length * 4 + 12, [
      field('shopName', { x: 0, y: 0, w, h: 6 }, 12, { bold: true, align: 'center', label: '' }),
      field('no', { x: 0, y: 8, w, h: 4 }),
      rule(12.5, w),
      ...rows.map((binding, i) => field(binding, { x: 0, y: 14 + i * 4, w, h: 4 })),
      field('footer', { x: 0, y: 16 + rows.length * 4, w, h: 6 }, 8, { align: 'center', label: '' }),
    ]),
    detail: null,
    summary: empty,
    footer: empty,
  };
}

export interface DefaultPrintTemplate {
  /** stable within its type: the seed adds each one once per tenant */
  key: string;
  docType: PrintDocType;
  name: string;
  /** the type's default when seeded */
  isDefault: boolean;
  template: PrintTemplate;
}

export const DEFAULT_PRINT_TEMPLATES: DefaultPrintTemplate[] = [
  { key: 'receipt80', docType: 'saleReceipt', name: '小票 80mm', isDefault: true, template: saleReceipt(80) },
  {
    key: 'receipt58',
    docType: 'saleReceipt',
    name: '小票 58mm',
    isDefault: false,
    template: saleReceipt(58),
  },
  { key: 'refund80', docType: 'refundSlip', name: '退款单 80mm', isDefault: true, template: refundSlip() },
  { key: 'shift80', docType: 'shiftReport', name: '交班报表 80mm', isDefault: true, template: shiftReport() },
  {
    key: 'label5030',
    docType: 'barcodeLabel',
    name: '条码标签 50×30 A4',
    isDefault: true,
    template: barcodeLabel(),
  },
  {
    key: 'adjustA4',
    docType: 'stockAdjust',
    name: '库存调整单 A4',
    isDefault: true,
    template: a4Document(
      ['no', 'kind', 'locationName', 'supplierName', 'createTime', 'createUserName', 'confirmTime', 'remark'],
      [...goodsColumns, column('qty', 10, 'right'), column('costPrice', 12, 'right'), column('remark', 16)],
      ['totalQty', 'totalCost'],
    ),
  },
  { key: 'topUp80', docType: 'vipTopUp', name: '充值单 80mm', isDefault: true, template: topUpSlip() },
  {
    key: 'transferA4',
    docType: 'stockTransfer',
    name: '调拨单 A4',
    isDefault: true,
    template: a4Document(
      ['no', 'fromLocationName', 'toLocationName', 'createTime', 'shipTime', 'receiveTime', 'remark'],
      [
        ...goodsColumns,
        column('qty', 9, 'right'),
        column('qtyShipped', 9, 'right'),
        column('qtyReceived', 9, 'right'),
        column('unitCost', 12, 'right'),
      ],
      ['totalCost'],
    ),
  },
  {
    key: 'purchaseA4',
    docType: 'purchaseOrder',
    name: '采购单 A4',
    isDefault: true,
    template: a4Document(
      ['no', 'supplierName', 'locationName', 'expectedDate', 'createTime', 'createUserName', 'remark'],
      [
        ...goodsColumns,
        column('qty', 9, 'right'),
        column('qtyReceived', 9, 'right'),
        column('unitCost', 12, 'right'),
        column('amount', 14, 'right'),
      ],
      ['totalQty', 'totalAmount'],
    ),
  },
  {
    key: 'returnA4',
    docType: 'supplierReturn',
    name: '采购退货单 A4',
    isDefault: true,
    template: a4Document(
      ['no', 'supplierName', 'locationName', 'orderNo', 'createTime', 'confirmTime', 'remark'],
      [
        ...goodsColumns,
        column('qty', 9, 'right'),
        column('unitCost', 12, 'right'),
        column('amount', 14, 'right'),
      ],
      ['totalQty', 'totalAmount'],
    ),
  },
  {
    key: 'stocktakeA4',
    docType: 'stocktake',
    name: '盘点差异表 A4',
    isDefault: true,
    template: a4Document(
      ['no', 'locationName', 'createTime', 'createUserName', 'remark'],
      [
        ...goodsColumns,
        column('bookQty', 9, 'right'),
        column('countedQty', 9, 'right'),
        column('varianceQty', 9, 'right'),
        column('varianceValue', 12, 'right'),
      ],
      ['summary.varianceQty', 'summary.varianceValue', 'summary.gainValue', 'summary.lossValue'],
    ),
  },
];

/** The built-in default of a document type. */
export function builtInTemplate(docType: PrintDocType): DefaultPrintTemplate {
  return DEFAULT_PRINT_TEMPLATES.find((t) => t.docType === docType && t.isDefault)!;
}

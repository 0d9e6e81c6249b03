import { fenToYuan, yuanToFen } from '../../money.ts';
import { templateBindings } from './print-bindings.ts';
import type { PrintTemplate } from './print-template.ts';

/**
 * The document types a print template prints, and the field catalogue of each: the paths a template may bind
 * (top-level fields, and the columns of each line array), each with the kind of value it holds. The data of a
 * document is what its own print call answers (under that document's own print permission), plus the few
 * derived fields `preparePrintData` adds. Labels of fields are texts of the web (`print.field.<path>`).
 */
export const PRINT_DOC_TYPES = [
  'saleReceipt',
  'refundSlip',
  'shiftReport',
  'barcodeLabel',
  'stockAdjust',
  'vipTopUp',
  'stockTransfer',
  'purchaseOrder',
  'supplierReturn',
  'stocktake',
] as const;
export type PrintDocType = (typeof PRINT_DOC_TYPES)[number];

/** Enumerations a field may hold; the web writes their labels in the reader's language. */
export const PRINT_ENUMS = ['payMethod', 'saleStatus', 'adjustKind', 'adjustStatus', 'balanceKind'] as const;
export type PrintEnum = (typeof PRINT_ENUMS)[number];
/** `docTitle`: the document type's own name, written in the reader's language. */
export type PrintFieldKind = 'text' | 'number' | 'money' | 'datetime' | 'date' | 'docTitle' | PrintEnum;

export interface PrintDocDef {
  /** the permission of the call that serves a document's print data */
  permission: string;
  fields: Record<string, PrintFieldKind>;
  /** line arrays a table can bind, with the fields of one line */
  tables: Record<string, Record<string, PrintFieldKind>>;
}

const shop = { shopName: 'text', header: 'text', footer: 'text' } as const;
const printed = { printTime: 'datetime', docTitle: 'docTitle' } as const;
const goodsLine = {
  lineNo: 'number',
  barcode: 'text',
  goodsCode: 'text',
  goodsName: 'text',
  color: 'text',
  size: 'text',
  /** colour / size */
  variant: 'text',
  qty: 'number',
} as const;
const maker = { createTime: 'datetime', createUserName: 'text', remark: 'text' } as const;

export const PRINT_CATALOGUE: Record<PrintDocType, PrintDocDef> = {
  saleReceipt: {
    permission: 'saleOrder:print',
    fields: {
      ...shop,
      ...printed,
      ...maker,
      no: 'text',
      status: 'saleStatus',
      vipName: 'text',
      vipCardNo: 'text',
      vipMobile: 'text',
      totalQty: 'number',
      listAmount: 'money',
      lineDiscount: 'money',
      orderDiscount: 'money',
      /** line discounts + order discount */
      discount: 'money',
      amount: 'money',
      refundAmount: 'money',
      points: 'number',
      cashTendered: 'money',
      cashChange: 'money',
    },
    tables: {
      lines: { ...goodsLine, price: 'money', discount: 'money', amount: 'money' },
      /** the payments of the sale (refund payments left out) */
      salePayments: { method: 'payMethod', amount: 'money' },
    },
  },
  refundSlip: {
    permission: 'saleOrder:print',
    fields: {
      ...shop,
      ...printed,
      'refund.no': 'text',
      'refund.qty': 'number',
      'refund.amount': 'money',
      'refund.reason': 'text',
      'refund.refundMethod': 'payMethod',
      'refund.createTime': 'datetime',
      'refund.createUserName': 'text',
      'order.no': 'text',
      'order.vipName': 'text',
      'order.vipCardNo': 'text',
    },
    tables: {
      lines: {
        barcode: 'text',
        goodsName: 'text',
        color: 'text',
        size: 'text',
        variant: 'text',
        qty: 'number',
        amount: 'money',
      },
      payments: { method: 'payMethod', amount: 'money' },
    },
  },
  shiftReport: {
    permission: 'shift:print',
    fields: {
      shopName: 'text',
      ...printed,
      no: 'text',
      report: 'text',
      userName: 'text',
      openTime: 'datetime',
      closeTime: 'datetime',
      closeUserName: 'text',
      remark: 'text',
      'figures.salesCount': 'number',
      'figures.salesAmount': 'money',
      'figures.discountAmount': 'money',
      'figures.refundCount': 'number',
      'figures.refundAmount': 'money',
      'figures.netSales': 'money',
      'figures.floatAmount': 'money',
      'figures.cashSales': 'money',
      'figures.cashRefunds': 'money',
      'figures.paidIn': 'money',
      'figures.paidOut': 'money',
      'figures.expectedCash': 'money',
      'figures.countedCash': 'money',
      'figures.difference': 'money',
    },
    tables: {
      'figures.byMethod': { method: 'payMethod', sales: 'money', refunds: 'money', net: 'money' },
      cash: { amount: 'money', reason: 'text', createTime: 'datetime', createUserName: 'text' },
    },
  },
  barcodeLabel: {
    permission: 'goodsBarcode:print',
    fields: {
      barcode: 'text',
      goodsCode: 'text',
      goodsName: 'text',
      color: 'text',
      size: 'text',
      variant: 'text',
      retailPrice: 'money',
      memberPrice: 'money',
      ...printed,
    },
    tables: {},
  },
  stockAdjust: {
    permission: 'stockAdjust:print',
    fields: {
      ...printed,
      ...maker,
      no: 'text',
      kind: 'adjustKind',
      status: 'adjustStatus',
      locationName: 'text',
      supplierName: 'text',
      totalQty: 'number',
      totalCost: 'money',
      confirmTime: 'datetime',
      confirmUserName: 'text',
    },
    tables: {
      lines: { ...goodsLine, bookQty: 'number', delta: 'number', costPrice: 'money', remark: 'text' },
    },
  },
  vipTopUp: {
    permission: 'vip:topUp',
    fields: {
      ...shop,
      ...printed,
      no: 'text',
      'vip.cardNo': 'text',
      'vip.name': 'text',
      'vip.mobile': 'text',
      'vip.level': 'text',
      amount: 'money',
      bonus: 'money',
      /** amount + bonus */
      credited: 'money',
      payMethod: 'payMethod',
      balanceBefore: 'money',
      balanceAfter: 'money',
      createTime: 'datetime',
      createUserName: 'text',
      remark: 'text',
    },
    tables: {},
  },
  stockTransfer: {
    permission: 'stockTransfer:print',
    fields: {
      ...printed,
      ...maker,
      no: 'text',
      fromLocationName: 'text',
      toLocationName: 'text',
      totalCost: 'money',
      shipTime: 'datetime',
      shipUserName: 'text',
      receiveTime: 'datetime',
      receiveUserName: 'text',
    },
    tables: {
      lines: {
        ...goodsLine,
        qtyShipped: 'number',
        qtyReceived: 'number',
        qtyDifference: 'number',
        unitCost: 'money',
        remark: 'text',
      },
    },
  },
  purchaseOrder: {
    permission: 'purchaseOrder:print',
    fields: {
      ...printed,
      ...maker,
      no: 'text',
      supplierName: 'text',
      locationName: 'text',
      totalQty: 'number',
      totalAmount: 'money',
      expectedDate: 'date',
      approveTime: 'datetime',
      approveUserName: 'text',
    },
    tables: {
      lines: {
        ...goodsLine,
        unit: 'text',
        qtyReceived: 'number',
        unitCost: 'money',
        amount: 'money',
        remark: 'text',
      },
    },
  },
  supplierReturn: {
    permission: 'supplierReturn:print',
    fields: {
      ...printed,
      ...maker,
      no: 'text',
      supplierName: 'text',
      locationName: 'text',
      orderNo: 'text',
      receiptNo: 'text',
      totalQty: 'number',
      totalAmount: 'money',
      confirmTime: 'datetime',
      confirmUserName: 'text',
    },
    tables: {
      lines: { ...goodsLine, unitCost: 'money', amount: 'money', remark: 'text' },
    },
  },
  stocktake: {
    permission: 'stocktake:print',
    fields: {
      ...printed,
      ...maker,
      no: 'text',
      locationName: 'text',
      'summary.bookQty': 'number',
      'summary.countedQty': 'number',
      'summary.varianceQty': 'number',
      'summary.varianceValue': 'money',
      'summary.gainQty': 'number',
      'summary.gainValue': 'money',
      'summary.lossQty': 'number',
      'summary.lossValue': 'money',
    },
    tables: {
      lines: {
        ...goodsLine,
        categoryName: 'text',
        unit: 'text',
        bookQty: 'number',
        countedQty: 'number',
        varianceQty: 'number',
        avgCost: 'money',
        varianceValue: 'money',
      },
    },
  },
};

/** The kind of a top-level or line path of a document type; undefined when the catalogue has no such path. */
export function printFieldKind(docType: PrintDocType, path: string): PrintFieldKind | undefined {
  const def = PRINT_CATALOGUE[docType];
  if (path in def.fields) return def.fields[path];
  for (const [table, columns] of Object.entries(def.tables)) {
    if (path.startsWith(`${table}.`)) return columns[path.slice(table.length + 1)];
  }
  return undefined;
}

/**
 * The bindings of a template its document type does not have: `[{where, path}]`, empty when all are known.
 * A table must bind one of the type's line arrays; a label sheet has no table.
 */
export function unknownBindings(
  docType: PrintDocType,
  template: PrintTemplate,
): { where: string; path: string }[] {
  const tables = PRINT_CATALOGUE[docType].tables;
  return templateBindings(template).filter(({ where, path }) =>
    where === 'detail.binding' ? !(path in tables) : printFieldKind(docType, path) === undefined,
  );
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const variantOf = (row: Row) => [text(row.color), text(row.size)].filter(Boolean).join('/') || null;
const withVariant = (rows: unknown) =>
  Array.isArray(rows) ? rows.map((row: Row) => ({ ...row, variant: variantOf(row) })) : [];
const sumYuan = (...values: unknown[]) =>
  fenToYuan(
    values.reduce<number>(
      (fen, v) => fen + (typeof v === 'number' ? (yuanToFen(Math.abs(v)) ?? 0) * Math.sign(v) : 0),
      0,
    ),
  );

/**
 * A document's print data with the derived fields of its catalogue: `variant` on goods lines, `printTime`
 * (`now`, yyyy-MM-dd HH:mm:ss), `docTitle` (the type, written as its name), and per type the sale's total discount and payments, a top-up's credit.
 */
export function preparePrintData(docType: PrintDocType, raw: unknown, now: string): Row {
  const data: Row = { ...(raw as Row), printTime: now, docTitle: docType };
  if (docType === 'barcodeLabel') return { ...data, variant: variantOf(data) };
  if ('lines' in data) data.lines = withVariant(data.lines);
  if (docType === 'saleReceipt') {
    data.discount = sumYuan(data.lineDiscount, data.orderDiscount);
    data.salePayments = Array.isArray(data.payments)
      ? data.payments.filter((p: Row) => p.refundId === null)
      : [];
  }
  if (docType === 'vipTopUp') data.credited = sumYuan(data.amount, data.bonus);
  return data;
}

/** The value at a dotted path of prepared data; undefined when a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Row)[key];
  }
  return value;
}

import type { PageInput, PageResult, StockAdjustKind, StockAdjustStatus } from '@retail/contracts';
import { http } from './http.ts';

/** Stock adjustment orders (`/api/stockAdjust/*`); money is yuan as the API sends it. */
export interface StockAdjust {
  id: number;
  no: string;
  kind: StockAdjustKind;
  status: StockAdjustStatus;
  orgId: number | null;
  supplierId: number | null;
  supplierName: string | null;
  reverseOfId: number | null;
  reversedById: number | null;
  totalQty: number;
  totalCost: number;
  remark: string | null;
  confirmTime: string | null;
  confirmUserName: string | null;
  createTime: string;
  createUserName: string | null;
  updateTime: string | null;
}

export interface StockAdjustLine {
  id: number;
  lineNo: number;
  barcodeId: number;
  barcode: string;
  goodsId: number;
  goodsName: string;
  goodsCode: string;
  color: string | null;
  size: string | null;
  qty: number;
  /** stocktake: the book quantity at confirmation */
  bookQty: number | null;
  /** filled at confirmation */
  delta: number | null;
  costPrice: number;
  remark: string | null;
}

export interface StockAdjustDetail extends StockAdjust {
  lines: StockAdjustLine[];
}

export interface StockAdjustFilters {
  no?: string;
  kind?: StockAdjustKind;
  status?: StockAdjustStatus;
  startTime?: string;
  endTime?: string;
  barcode?: string;
}

export interface StockAdjustLineInput {
  barcode: string;
  qty: number;
  /** yuan text with at most two decimals; absent = the goods' cost price */
  costPrice?: string;
  remark?: string;
}

export interface StockAdjustInput {
  kind: StockAdjustKind;
  supplierId?: number | null;
  remark?: string | null;
  lines: StockAdjustLineInput[];
}

export const stockAdjustApi = {
  exportUrl: '/api/stockAdjust/export',
  page: (input: PageInput & StockAdjustFilters, signal?: AbortSignal) =>
    http.post<PageResult<StockAdjust>>('/api/stockAdjust/page', input, { signal }),
  detail: (id: number) => http.get<StockAdjustDetail>('/api/stockAdjust/detail', { query: { id } }),
  print: (id: number) => http.get<StockAdjustDetail>('/api/stockAdjust/print', { query: { id } }),
  add: (input: StockAdjustInput) => http.post<number>('/api/stockAdjust/add', input),
  update: (id: number, input: Omit<StockAdjustInput, 'kind'>) =>
    http.post<number>('/api/stockAdjust/update', { id, ...input }),
  delete: (id: number) => http.post<unknown>('/api/stockAdjust/delete', { id }),
  confirm: (id: number) => http.post<unknown>('/api/stockAdjust/confirm', { id }),
  /** → the id of the reversing document */
  void: (id: number) => http.post<number>('/api/stockAdjust/void', { id }),
};

import type { PageResult } from '@retail/contracts';
import type {
  StockLogOutput,
  StockLogPageBody,
  StockOutput,
  StockPageBody,
} from '@retail/contracts/api/retail/barcode-stock';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

export const BARCODE_STOCK_EXPORT_URL = '/api/barcodeStock/export';
export const STOCK_LOG_EXPORT_URL = '/api/barcodeStockLog/export';

/** Barcode stock (`/api/barcodeStock`) and its log (`/api/barcodeStockLog`). */
export const barcodeStockApi = {
  page: (input: StockPageBody, signal?: AbortSignal) =>
    http.post<PageResult<StockOutput>>('/api/barcodeStock/page', input, signal ? { signal } : undefined),
  logPage: (input: StockLogPageBody, signal?: AbortSignal) =>
    http.post<PageResult<StockLogOutput>>(
      '/api/barcodeStockLog/page',
      input,
      signal ? { signal } : undefined,
    ),
};

export const barcodeStockKeys = resourceKeys('barcodeStock');
export const stockLogKeys = resourceKeys('barcodeStockLog');

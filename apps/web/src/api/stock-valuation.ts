import type { ValuationBody, ValuationOutput } from '@retail/contracts/api/retail/stock-valuation';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

export const STOCK_VALUATION_EXPORT_URL = '/api/stockValuation/export';

/** The stock valuation report (`/api/stockValuation`). */
export const stockValuationApi = {
  report: (input: ValuationBody, signal?: AbortSignal) =>
    http.post<ValuationOutput>('/api/stockValuation/report', input, signal ? { signal } : undefined),
};

export const stockValuationKeys = resourceKeys('stockValuation');

import type { StockLocationOutput } from '@retail/contracts/api/retail/stock-location';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** The tenant's stock locations as the signed-in user sees them (`/api/stockLocation`). */
export const stockLocationApi = {
  list: (signal?: AbortSignal) =>
    http.get<StockLocationOutput[]>('/api/stockLocation/list', signal ? { signal } : undefined),
};

export const stockLocationKeys = resourceKeys('stockLocation');

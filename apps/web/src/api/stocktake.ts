import type { PageResult } from '@retail/contracts';
import type {
  StocktakeAddBody,
  StocktakeCountBody,
  StocktakeDetailOutput,
  StocktakeLineOutput,
  StocktakeLinesBody,
  StocktakeOutput,
  StocktakePageBody,
  StocktakePostBody,
  StocktakePrintOutput,
} from '@retail/contracts/api/retail/stocktake';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Stocktakes (`/api/stocktake/*`): start, count, the variance report, post or cancel. Money is yuan. */
export const stocktakeApi = {
  exportUrl: '/api/stocktake/export',
  linesExportUrl: '/api/stocktake/linesExport',
  templateUrl: '/api/stocktake/template',
  importUrl: (id: number) => `/api/stocktake/import?id=${id}`,
  page: (input: StocktakePageBody, signal?: AbortSignal) =>
    http.post<PageResult<StocktakeOutput>>('/api/stocktake/page', input, { signal }),
  detail: (id: number) => http.get<StocktakeDetailOutput>('/api/stocktake/detail', { query: { id } }),
  lines: (input: StocktakeLinesBody, signal?: AbortSignal) =>
    http.post<PageResult<StocktakeLineOutput>>('/api/stocktake/lines', input, { signal }),
  print: (id: number) => http.get<StocktakePrintOutput>('/api/stocktake/print', { query: { id } }),
  /** → the new stocktake's id */
  add: (input: StocktakeAddBody) => http.post<number>('/api/stocktake/add', input),
  /** → the counted line */
  count: (input: StocktakeCountBody) => http.post<StocktakeLineOutput>('/api/stocktake/count', input),
  post: (input: StocktakePostBody) => http.post<unknown>('/api/stocktake/post', input),
  cancel: (id: number) => http.post<unknown>('/api/stocktake/cancel', { id }),
};

export const stocktakeKeys = resourceKeys('stocktake');

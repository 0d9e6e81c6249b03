import type { IdBody } from '@retail/contracts/api/fields';
import type {
  ParkedSaleOutput,
  RecalledSaleOutput,
  SaleParkAddBody,
} from '@retail/contracts/api/retail/sale-park';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Parked sales of the caller's store (`/api/salePark/*`): park a cart, list, recall once, discard. */
export const saleParkApi = {
  add: (input: SaleParkAddBody) => http.post<ParkedSaleOutput>('/api/salePark/add', input),
  list: (signal?: AbortSignal) => http.get<ParkedSaleOutput[]>('/api/salePark/list', { signal }),
  /** 404 `salePark.gone` when another till took it first */
  recall: (id: number) => http.post<RecalledSaleOutput>('/api/salePark/recall', { id } satisfies IdBody),
  discard: (id: number) => http.post<null>('/api/salePark/discard', { id } satisfies IdBody),
};

export const saleParkKeys = resourceKeys('salePark');

import type { PageResult } from '@retail/contracts';
import type {
  BarcodeAddBody,
  BarcodeEnsureDefaultBody,
  BarcodeGenerateBody,
  BarcodeLookupOutput,
  BarcodeOutput,
  BarcodePageBody,
  BarcodeUpdateBody,
  LabelOutput,
} from '@retail/contracts/api/retail/goods-barcode';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Whether a looked-up barcode may be sold: the barcode and its goods are both on sale (status 1). */
export const isOnSale = (found: Pick<BarcodeLookupOutput, 'status' | 'goodsStatus'>): boolean =>
  found.status === 1 && found.goodsStatus === 1;

export const GOODS_BARCODE_EXPORT_URL = '/api/goodsBarcode/export';

/** Goods barcodes (`/api/goodsBarcode`): one per colour × size variant, EAN-13 or a custom code. */
export const goodsBarcodeApi = {
  page: (input: BarcodePageBody, signal?: AbortSignal) =>
    http.post<PageResult<BarcodeOutput>>('/api/goodsBarcode/page', input, signal ? { signal } : undefined),
  /** 404 "Barcode X does not exist" for an unknown code. */
  lookup: (barcode: string, signal?: AbortSignal) =>
    http.get<BarcodeLookupOutput>('/api/goodsBarcode/lookup', { query: { barcode }, signal }),
  /** the code the till sells a goods by: its oldest barcode, or a new default one for goods without any */
  ensureDefault: (goodsId: BarcodeEnsureDefaultBody['goodsId']) =>
    http.post<BarcodeLookupOutput>('/api/goodsBarcode/ensureDefault', { goodsId }),
  add: (input: BarcodeAddBody) => http.post<number>('/api/goodsBarcode/add', input),
  /** → the new barcodes' ids and how many combinations existed already (declared in the server's route) */
  generate: (input: BarcodeGenerateBody) =>
    http.post<{ created: number[]; skipped: number }>('/api/goodsBarcode/generate', input),
  update: (input: BarcodeUpdateBody) => http.post<null>('/api/goodsBarcode/update', input),
  remove: (id: number) => http.post<null>('/api/goodsBarcode/delete', { id }),
  labels: (ids: number[]) => http.post<LabelOutput[]>('/api/goodsBarcode/labels', { ids }),
};

export const goodsBarcodeKeys = resourceKeys('goodsBarcode');

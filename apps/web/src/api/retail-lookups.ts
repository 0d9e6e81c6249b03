import { http } from './http.ts';

/** Look-ups the document screens need from other areas (barcodes, suppliers, dictionaries). */
export interface BarcodeLookup {
  id: number;
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  barcode: string;
  color: string | null;
  size: string | null;
  /** what the sale screen charges, yuan */
  effectiveRetailPrice: number;
  effectiveMemberPrice: number;
  qty: number;
  status: number;
  goodsStatus: number;
  unit: string | null;
  spec: string | null;
}

export interface SupplierOption {
  id: number;
  name: string;
  code: string | null;
  status: number;
}

export interface DictItem {
  id: number;
  code: string;
  value: string;
  label: string | null;
  tagType: string | null;
  orderNo: number;
  status: number;
}

export const retailLookups = {
  /** 404 "Barcode X does not exist" for an unknown code. */
  barcode: (barcode: string) => http.get<BarcodeLookup>('/api/goodsBarcode/lookup', { query: { barcode } }),
  suppliers: () => http.post<SupplierOption[]>('/api/goodsSupplier/list', { status: 1 }),
  dictItems: (code: string) => http.get<DictItem[]>('/api/sysDictType/dataList', { query: { code } }),
};

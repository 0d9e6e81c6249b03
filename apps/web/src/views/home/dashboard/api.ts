import type { PageResult } from '@retail/contracts';
import { http } from '../../../api/http.ts';

/** The home dashboard's calls outside the statistics module: low stock and the caller's notices. */

export interface LowStockRow {
  barcodeId: number;
  barcode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  qty: number;
  minStock: number;
}

export interface ReceivedNotice {
  id: number;
  noticeId: number;
  readStatus: number;
  sysNotice: { id: number; title: string; type: number; publicTime: string | null; createTime: string };
}

export const dashboardApi = {
  lowStock: (pageSize: number) =>
    http.post<PageResult<LowStockRow>>('/api/barcodeStock/page', {
      page: 1,
      pageSize,
      lowStock: true,
      field: 'qty',
      order: 'ascending',
    }),
  notices: (pageSize: number) =>
    http.get<PageResult<ReceivedNotice>>('/api/sysNotice/pageReceived', { query: { page: 1, pageSize } }),
};

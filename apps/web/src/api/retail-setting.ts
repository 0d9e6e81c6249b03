import { http } from './http.ts';

/** The tenant's retail settings (`/api/retailSetting`). */
export interface RetailSetting {
  allowNegativeStock: boolean;
  receiptHeader: string | null;
  receiptFooter: string | null;
}

export const retailSettingApi = {
  detail: () => http.get<RetailSetting>('/api/retailSetting/detail'),
  update: (input: Partial<RetailSetting>) => http.post<RetailSetting>('/api/retailSetting/update', input),
};

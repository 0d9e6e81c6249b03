import type { SettingsOutput, SettingsUpdateBody } from '@retail/contracts/api/retail/settings';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** The tenant's retail settings (`/api/retailSetting`). */
export const retailSettingApi = {
  detail: () => http.get<SettingsOutput>('/api/retailSetting/detail'),
  update: (input: SettingsUpdateBody) => http.post<SettingsOutput>('/api/retailSetting/update', input),
};

export const retailSettingKeys = resourceKeys('retailSetting');

import type {
  ServerBaseOutput,
  ServerDiskOutput,
  ServerUsedOutput,
} from '@retail/contracts/api/system/server';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Facts about the host and the process (`/api/sysServer`). */
export const serverApi = {
  base: () => http.get<ServerBaseOutput>('/api/sysServer/serverBase'),
  used: () => http.get<ServerUsedOutput>('/api/sysServer/serverUsed'),
  disks: () => http.get<ServerDiskOutput[]>('/api/sysServer/serverDisk'),
};

export const serverKeys = resourceKeys('sysServer');

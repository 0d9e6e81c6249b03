import type { PageResult } from '@retail/contracts';
import type {
  OpenAccessAddBody,
  OpenAccessOutput,
  OpenAccessPageBody,
  OpenAccessScopeOutput,
  OpenAccessSecretOutput,
  OpenAccessUpdateBody,
  SignHelpOutput,
} from '@retail/contracts/api/system/open-access';
import type { StatusValue } from './common.ts';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** API keys of third parties (`/api/sysOpenAccess`); add and secret answer the secret, once. */
export const openAccessApi = {
  page: (input: OpenAccessPageBody, signal?: AbortSignal) =>
    http.post<PageResult<OpenAccessOutput>>('/api/sysOpenAccess/page', input, { signal }),
  add: (input: OpenAccessAddBody) => http.post<OpenAccessSecretOutput>('/api/sysOpenAccess/add', input),
  update: (input: OpenAccessUpdateBody) => http.post<null>('/api/sysOpenAccess/update', input),
  delete: (id: number) => http.post<null>('/api/sysOpenAccess/delete', { id }),
  rotate: (id: number) => http.post<OpenAccessSecretOutput>('/api/sysOpenAccess/secret', { id }),
  setStatus: (id: number, status: StatusValue) =>
    http.post<null>('/api/sysOpenAccess/setStatus', { id, status }),
  scopeList: (bindUserId: number, signal?: AbortSignal) =>
    http.get<OpenAccessScopeOutput[]>('/api/sysOpenAccess/scopeList', { query: { bindUserId }, signal }),
  signHelp: (signal?: AbortSignal) => http.get<SignHelpOutput>('/api/sysOpenAccess/signHelp', { signal }),
};

export const openAccessKeys = resourceKeys('sysOpenAccess');

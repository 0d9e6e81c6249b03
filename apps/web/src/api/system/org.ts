import type { OrgAddBody, OrgListQuery, OrgNode, OrgUpdateBody } from '@retail/contracts/api/system/org';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Organisations (`/api/sysOrg`): one tree per tenant. */
export const orgApi = {
  /** The tree (no filters) or a flat list matching name / code / type. */
  list: (filters: Pick<OrgListQuery, 'name' | 'code' | 'type'> = {}, signal?: AbortSignal) =>
    http.get<OrgNode[]>('/api/sysOrg/list', { query: { ...filters }, signal }),
  /** The tree for pickers (any signed-in user, limited to the data scope). */
  tree: (signal?: AbortSignal) => http.get<OrgNode[]>('/api/sysOrg/tree', { signal }),
  add: (input: OrgAddBody) => http.post<number>('/api/sysOrg/add', input),
  update: (input: OrgUpdateBody) => http.post<null>('/api/sysOrg/update', input),
  delete: (id: number) => http.post<null>('/api/sysOrg/delete', { id }),
};

export const orgKeys = resourceKeys('sysOrg');

import { http } from '../http.ts';
import type { AuditFields, StatusValue } from './common.ts';

export interface OrgNode extends AuditFields {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  level: number;
  type: string | null;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
  /** outside the caller's data scope, shown only because an org below it is inside */
  disabled: boolean;
  children: OrgNode[];
}

export interface OrgInput {
  pid: number;
  name: string;
  code?: string | null;
  type?: string | null;
  orderNo?: number;
  status?: StatusValue;
  remark?: string | null;
}

export const orgApi = {
  /** The tree (no filters) or a flat list matching name / code / type. */
  list: (filters: { name?: string; code?: string; type?: string } = {}, signal?: AbortSignal) =>
    http.get<OrgNode[]>('/api/sysOrg/list', { query: { ...filters }, signal }),
  /** The tree for pickers (any signed-in user, limited to the data scope). */
  tree: (signal?: AbortSignal) => http.get<OrgNode[]>('/api/sysOrg/tree', { signal }),
  add: (input: OrgInput) => http.post<number>('/api/sysOrg/add', input),
  update: (input: OrgInput & { id: number }) => http.post<null>('/api/sysOrg/update', input),
  delete: (id: number) => http.post<null>('/api/sysOrg/delete', { id }),
};

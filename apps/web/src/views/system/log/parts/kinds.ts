import type { LogArea } from '../../../../api/system/log.ts';
import type { Messages } from '../../../../i18n/types.ts';

export type LogColumnKey = keyof Messages['system']['log']['columns'];

/** A search-bar field: free text, a number, or a choice of fixed values. */
export interface LogFilterField {
  field: LogColumnKey;
  kind: 'text' | 'int' | 'choice';
  choices?: readonly string[];
}

/** What one log screen lists, filters and sorts (mirrors the server's log kinds). */
export interface LogKindView {
  area: LogArea;
  columns: LogColumnKey[];
  filters: LogFilterField[];
  sortable: LogColumnKey[];
}

const STATUS = ['success', 'fail', 'error'] as const;
const common: LogFilterField[] = [
  { field: 'account', kind: 'text' },
  { field: 'status', kind: 'choice', choices: STATUS },
  { field: 'remoteIp', kind: 'text' },
];
const commonSort: LogColumnKey[] = ['createTime', 'account', 'status', 'elapsed'];

export const DIFF_TYPES = ['insert', 'update', 'delete'] as const;

export const logKinds: Record<LogArea, LogKindView> = {
  sysLogVis: {
    area: 'sysLogVis',
    columns: [
      'createTime',
      'account',
      'realName',
      'action',
      'status',
      'message',
      'remoteIp',
      'browser',
      'os',
      'elapsed',
    ],
    filters: [...common, { field: 'action', kind: 'choice', choices: ['login', 'loginPhone', 'logout'] }],
    sortable: [...commonSort, 'action'],
  },
  sysLogOp: {
    area: 'sysLogOp',
    columns: [
      'createTime',
      'account',
      'realName',
      'httpMethod',
      'requestUrl',
      'permission',
      'status',
      'resultCode',
      'elapsed',
      'remoteIp',
      'browser',
      'os',
    ],
    filters: [
      ...common,
      { field: 'httpMethod', kind: 'choice', choices: ['GET', 'POST', 'PUT', 'DELETE'] },
      { field: 'requestUrl', kind: 'text' },
    ],
    sortable: [...commonSort, 'httpMethod', 'requestUrl'],
  },
  sysLogEx: {
    area: 'sysLogEx',
    columns: [
      'createTime',
      'account',
      'realName',
      'httpMethod',
      'requestUrl',
      'status',
      'message',
      'remoteIp',
      'browser',
      'os',
    ],
    filters: [...common, { field: 'requestUrl', kind: 'text' }, { field: 'message', kind: 'text' }],
    sortable: [...commonSort, 'requestUrl'],
  },
  sysLogDiff: {
    area: 'sysLogDiff',
    columns: ['createTime', 'account', 'tableName', 'rowId', 'diffType'],
    filters: [
      { field: 'account', kind: 'text' },
      { field: 'tableName', kind: 'text' },
      { field: 'diffType', kind: 'choice', choices: DIFF_TYPES },
      { field: 'rowId', kind: 'int' },
    ],
    sortable: ['createTime', 'account', 'tableName', 'diffType'],
  },
};

import type { Language } from '../../../platform/i18n/language.ts';

export type LogTable = 'sysLogVis' | 'sysLogOp' | 'sysLogEx' | 'sysLogDiff';

type Texts = Record<Language, string>;

/** A column of a log: listed on the page, shown in the detail, exported with a translated header. */
export interface LogColumn {
  key: string;
  header: Texts;
  /** Excel column width (characters); absent = not exported */
  width?: number;
  /** large text: left out of the page, present in the detail */
  detailOnly?: boolean;
  time?: boolean;
}

/** A text filter of the page body: `contains` or exact match on a column. */
export interface LogFilter {
  field: string;
  column: string;
  match: 'contains' | 'equals';
  kind: 'text' | 'int';
}

export interface LogKind {
  table: LogTable;
  /** route area and permission prefix (`sysLogOp:page`) */
  area: string;
  title: Texts;
  columns: LogColumn[];
  filters: LogFilter[];
  sortable: Record<string, string>;
}

const t = (zh: string, en: string, tw: string): Texts => ({ 'zh-cn': zh, en, 'zh-tw': tw });

const time: LogColumn = { key: 'createTime', header: t('时间', 'Time', '時間'), width: 20, time: true };
const account: LogColumn = { key: 'account', header: t('账号', 'Account', '帳號'), width: 16 };
const realName: LogColumn = { key: 'realName', header: t('姓名', 'Name', '姓名'), width: 16 };
const ip: LogColumn = { key: 'remoteIp', header: t('IP 地址', 'IP address', 'IP 位址'), width: 18 };
const browser: LogColumn = { key: 'browser', header: t('浏览器', 'Browser', '瀏覽器'), width: 18 };
const os: LogColumn = { key: 'os', header: t('操作系统', 'OS', '作業系統'), width: 12 };
const status: LogColumn = { key: 'status', header: t('状态', 'Status', '狀態'), width: 10 };
const elapsed: LogColumn = { key: 'elapsed', header: t('耗时(ms)', 'Elapsed (ms)', '耗時(ms)'), width: 12 };
const message: LogColumn = { key: 'message', header: t('消息', 'Message', '訊息'), width: 40 };
const method: LogColumn = { key: 'httpMethod', header: t('请求方式', 'Method', '請求方式'), width: 10 };
const url: LogColumn = { key: 'requestUrl', header: t('请求地址', 'URL', '請求位址'), width: 36 };
const params: LogColumn = {
  key: 'requestParam',
  header: t('请求参数', 'Request parameters', '請求參數'),
  width: 60,
  detailOnly: true,
};
const traceId: LogColumn = { key: 'traceId', header: t('追踪 ID', 'Trace id', '追蹤 ID'), width: 38 };
const base = ['id', 'tenantId', 'userId'];

const common: LogFilter[] = [
  { field: 'account', column: 'account', match: 'contains', kind: 'text' },
  { field: 'status', column: 'status', match: 'equals', kind: 'text' },
  { field: 'remoteIp', column: 'remoteIp', match: 'contains', kind: 'text' },
];
const commonSort = { createTime: 'createTime', account: 'account', status: 'status', elapsed: 'elapsed' };

export const logKinds: LogKind[] = [
  {
    table: 'sysLogVis',
    area: 'sysLogVis',
    title: t('访问日志', 'Visit log', '訪問日誌'),
    columns: [
      time,
      account,
      realName,
      { key: 'action', header: t('动作', 'Action', '動作'), width: 14 },
      status,
      message,
      ip,
      browser,
      os,
      elapsed,
    ],
    filters: [...common, { field: 'action', column: 'action', match: 'equals', kind: 'text' }],
    sortable: { ...commonSort, action: 'action' },
  },
  {
    table: 'sysLogOp',
    area: 'sysLogOp',
    title: t('操作日志', 'Operation log', '操作日誌'),
    columns: [
      time,
      account,
      realName,
      method,
      url,
      { key: 'permission', header: t('权限标识', 'Permission', '權限標識'), width: 24 },
      status,
      { key: 'resultCode', header: t('结果码', 'Result code', '結果碼'), width: 10 },
      elapsed,
      ip,
      browser,
      os,
      params,
      traceId,
    ],
    filters: [
      ...common,
      { field: 'httpMethod', column: 'httpMethod', match: 'equals', kind: 'text' },
      { field: 'requestUrl', column: 'requestUrl', match: 'contains', kind: 'text' },
    ],
    sortable: { ...commonSort, httpMethod: 'httpMethod', requestUrl: 'requestUrl' },
  },
  {
    table: 'sysLogEx',
    area: 'sysLogEx',
    title: t('异常日志', 'Exception log', '異常日誌'),
    columns: [
      time,
      account,
      realName,
      method,
      url,
      status,
      message,
      ip,
      browser,
      os,
      params,
      { key: 'exception', header: t('异常信息', 'Exception', '異常資訊'), width: 80, detailOnly: true },
      traceId,
    ],
    filters: [
      ...common,
      { field: 'requestUrl', column: 'requestUrl', match: 'contains', kind: 'text' },
      { field: 'message', column: 'message', match: 'contains', kind: 'text' },
    ],
    sortable: { ...commonSort, requestUrl: 'requestUrl' },
  },
  {
    table: 'sysLogDiff',
    area: 'sysLogDiff',
    title: t('差异日志', 'Difference log', '差異日誌'),
    columns: [
      time,
      account,
      { key: 'tableName', header: t('表名', 'Table', '表名'), width: 18 },
      { key: 'rowId', header: t('记录 ID', 'Row id', '記錄 ID'), width: 18 },
      { key: 'diffType', header: t('变更类型', 'Change', '變更類型'), width: 10 },
      { key: 'beforeData', header: t('变更前', 'Before', '變更前'), width: 60, detailOnly: true },
      { key: 'afterData', header: t('变更后', 'After', '變更後'), width: 60, detailOnly: true },
      traceId,
    ],
    filters: [
      { field: 'account', column: 'account', match: 'contains', kind: 'text' },
      { field: 'tableName', column: 'tableName', match: 'equals', kind: 'text' },
      { field: 'diffType', column: 'diffType', match: 'equals', kind: 'text' },
      { field: 'rowId', column: 'rowId', match: 'equals', kind: 'int' },
    ],
    sortable: { createTime: 'createTime', account: 'account', tableName: 'tableName', diffType: 'diffType' },
  },
];

/** Every column a page row carries (ids and the listed, non-detail columns). */
export const pageColumns = (kind: LogKind) => [
  ...base,
  ...kind.columns.filter((c) => !c.detailOnly).map((c) => c.key),
];
export const detailColumns = (kind: LogKind) => [...base, ...kind.columns.map((c) => c.key)];

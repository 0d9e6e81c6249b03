import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';
import type { VipOutput } from '@retail/contracts/api/retail/vip';

/** Columns of the member export; level (by the `vip_level` dictionary), sex and status by name. */
export const vipColumns = (levels: Map<string, string>): SheetColumn<VipOutput>[] => [
  { header: 'col.cardNo', width: 16, value: (r) => r.cardNo },
  { header: 'col.name', width: 14, value: (r) => r.name },
  { header: 'col.mobile', width: 14, value: (r) => r.mobile },
  { header: 'col.level', width: 10, value: (r) => (r.level ? (levels.get(r.level) ?? r.level) : null) },
  { header: 'col.sex', width: 8, value: (r, lang) => enumLabel(lang, 'sex', r.sex) },
  { header: 'col.birthday', width: 12, value: (r) => r.birthday },
  { header: 'col.balance', width: 12, value: (r) => r.balance },
  { header: 'col.points', width: 10, value: (r) => r.points },
  { header: 'col.totalTopUp', width: 12, value: (r) => r.totalTopUp },
  { header: 'col.totalConsume', width: 12, value: (r) => r.totalConsume },
  { header: 'col.orderCount', width: 10, value: (r) => r.orderCount },
  { header: 'col.lastVisit', width: 20, value: (r) => r.lastVisitTime },
  { header: 'col.status', width: 8, value: (r, lang) => enumLabel(lang, 'status', r.status) },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
];

/** Columns of the member import template, in the order the import reads them. */
export const VIP_IMPORT_COLUMNS = [
  { key: 'cardNo', header: 'col.cardNo' },
  { key: 'name', header: 'col.name' },
  { key: 'mobile', header: 'col.mobile' },
  { key: 'level', header: 'col.level' },
  { key: 'sex', header: 'col.sex', kind: 'number' },
  { key: 'birthday', header: 'col.birthday', kind: 'date' },
  { key: 'remark', header: 'col.remark' },
] as const;

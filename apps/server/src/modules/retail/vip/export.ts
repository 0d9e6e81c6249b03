import type { SheetColumn } from '../shared/excel.ts';
import type { VipOutput } from './schemas.ts';

export const VIP_TITLE = { 'zh-cn': '会员', en: 'Members', 'zh-tw': '會員' };

export const VIP_COLUMNS: SheetColumn<VipOutput>[] = [
  { key: 'cardNo', header: { 'zh-cn': '卡号', en: 'Card no.', 'zh-tw': '卡號' }, width: 16 },
  { key: 'name', header: { 'zh-cn': '姓名', en: 'Name', 'zh-tw': '姓名' }, width: 14 },
  { key: 'mobile', header: { 'zh-cn': '手机号', en: 'Mobile', 'zh-tw': '手機號' }, width: 14 },
  { key: 'level', header: { 'zh-cn': '等级', en: 'Level', 'zh-tw': '等級' }, width: 10 },
  { key: 'balance', header: { 'zh-cn': '余额', en: 'Balance', 'zh-tw': '餘額' }, width: 12 },
  { key: 'points', header: { 'zh-cn': '积分', en: 'Points', 'zh-tw': '積分' }, width: 10 },
  { key: 'totalTopUp', header: { 'zh-cn': '累计充值', en: 'Total top-up', 'zh-tw': '累計儲值' }, width: 12 },
  { key: 'totalConsume', header: { 'zh-cn': '累计消费', en: 'Total spent', 'zh-tw': '累計消費' }, width: 12 },
  { key: 'orderCount', header: { 'zh-cn': '消费次数', en: 'Orders', 'zh-tw': '消費次數' }, width: 10 },
  { key: 'lastVisitTime', header: { 'zh-cn': '最近消费', en: 'Last visit', 'zh-tw': '最近消費' }, width: 20 },
  { key: 'createTime', header: { 'zh-cn': '开卡时间', en: 'Joined', 'zh-tw': '開卡時間' }, width: 20 },
];

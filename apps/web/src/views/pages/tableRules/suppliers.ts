import type { Language } from '../../../i18n/languages.ts';

/** The suppliers the dialog column picks from (local fixture). */
export interface DemoSupplier {
  code: string;
  name: Record<Language, string>;
}

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  { code: 'S01', name: { 'zh-cn': '杭州茶园合作社', en: 'Hangzhou Tea Co-op', 'zh-tw': '杭州茶園合作社' } },
  { code: 'S02', name: { 'zh-cn': '云南咖啡庄园', en: 'Yunnan Coffee Estate', 'zh-tw': '雲南咖啡莊園' } },
  { code: 'S03', name: { 'zh-cn': '山东果品公司', en: 'Shandong Fruit Ltd', 'zh-tw': '山東果品公司' } },
  { code: 'S04', name: { 'zh-cn': '华北乳业', en: 'North China Dairy', 'zh-tw': '華北乳業' } },
];

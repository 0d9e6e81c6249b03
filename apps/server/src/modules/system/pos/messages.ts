import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of position-administration failures. */
export const posMessages = defineMessages({
  'pos.inUse': {
    'zh-cn': '该职位下还有 {count} 个用户（含附属机构职位），请先调整这些用户',
    en: '{count} user(s) still hold this position (main or extra organisation); reassign them first',
    'zh-tw': '該職位下還有 {count} 個使用者（含附屬機構職位），請先調整這些使用者',
  },
});

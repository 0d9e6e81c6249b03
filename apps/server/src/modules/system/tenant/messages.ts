import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the tenant module (sysTenant). */
export const tenantMessages = defineMessages({
  'tenant.platformMenu': {
    'zh-cn': 'menuIdList：平台管理菜单不能授权给租户（{ids}）',
    en: 'menuIdList: platform menus cannot be granted to a tenant ({ids})',
    'zh-tw': 'menuIdList：平台管理選單不能授權給租戶（{ids}）',
  },
  'tenant.menuMissing': {
    'zh-cn': 'menuIdList：菜单 {ids} 不存在',
    en: 'menuIdList: menu {ids} does not exist',
    'zh-tw': 'menuIdList：選單 {ids} 不存在',
  },
  'tenant.defaultCannotDisable': {
    'zh-cn': '默认租户不能停用',
    en: 'The default tenant cannot be disabled',
    'zh-tw': '預設租戶不能停用',
  },
  'tenant.defaultCannotDelete': {
    'zh-cn': '默认租户不能删除',
    en: 'The default tenant cannot be deleted',
    'zh-tw': '預設租戶不能刪除',
  },
  'tenant.adminMissing': {
    'zh-cn': '该租户没有管理员账号',
    en: 'The tenant has no administrator account',
    'zh-tw': '該租戶沒有管理員帳號',
  },
});

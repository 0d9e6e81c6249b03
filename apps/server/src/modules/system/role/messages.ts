import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the role module (sysRole). */
export const roleMessages = defineMessages({
  'role.reservedCode': {
    'zh-cn': 'code：角色编码“{code}”为系统保留，不能使用或修改',
    en: "code: the role code '{code}' is reserved and cannot be used or changed",
    'zh-tw': 'code：角色編碼「{code}」為系統保留，不能使用或修改',
  },
  'role.cannotDeleteReserved': {
    'zh-cn': '系统保留角色“{code}”不能删除',
    en: "The reserved role '{code}' cannot be deleted",
    'zh-tw': '系統保留角色「{code}」不能刪除',
  },
  'role.hasUsers': {
    'zh-cn': '该角色仍有 {count} 个用户在使用，请先取消这些用户的角色',
    en: 'This role is still held by {count} user(s); remove it from them first',
    'zh-tw': '該角色仍有 {count} 個使用者在使用，請先取消這些使用者的角色',
  },
  'role.menuNotInTenant': {
    'zh-cn': 'menuIdList：菜单 {ids} 不在本租户的授权范围内',
    en: "menuIdList: menus {ids} are not part of the tenant's grant",
    'zh-tw': 'menuIdList：選單 {ids} 不在本租戶的授權範圍內',
  },
  'role.menuNotHeld': {
    'zh-cn': 'menuIdList：只能授予自己拥有的菜单，{ids} 不在您的权限内',
    en: 'menuIdList: you can only grant menus you hold yourself; you do not hold {ids}',
    'zh-tw': 'menuIdList：只能授予自己擁有的選單，{ids} 不在您的權限內',
  },
  'role.cannotGrantAll': {
    'zh-cn': 'dataScope：只有管理员可以授予“全部数据”范围',
    en: 'dataScope: only administrators can grant the All data scope',
    'zh-tw': 'dataScope：只有管理員可以授予「全部資料」範圍',
  },
  'role.orgNotInTenant': {
    'zh-cn': 'orgIdList：机构 {ids} 不存在',
    en: 'orgIdList: organisations {ids} do not exist',
    'zh-tw': 'orgIdList：機構 {ids} 不存在',
  },
  'role.orgOutOfScope': {
    'zh-cn': 'orgIdList：机构 {ids} 超出您的数据范围',
    en: 'orgIdList: organisations {ids} are outside your data scope',
    'zh-tw': 'orgIdList：機構 {ids} 超出您的資料範圍',
  },
  'role.notCreator': {
    'zh-cn': '只能修改自己创建的角色',
    en: 'You can only change roles you created',
    'zh-tw': '只能修改自己建立的角色',
  },
});

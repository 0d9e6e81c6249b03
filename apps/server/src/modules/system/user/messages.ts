import { defineMessages } from '../../../platform/i18n/messages.ts';

/** Texts of user-administration failures. */
export const userMessages = defineMessages({
  'user.cannotDeleteSelf': {
    'zh-cn': '不能删除自己的账号',
    en: 'You cannot delete your own account',
    'zh-tw': '不能刪除自己的帳號',
  },
  'user.cannotDeleteAdmin': {
    'zh-cn': '不能删除租户管理员账号',
    en: "The tenant administrator's account cannot be deleted",
    'zh-tw': '不能刪除租戶管理員帳號',
  },
  'user.cannotChangeOwnStatus': {
    'zh-cn': '不能修改自己的账号状态',
    en: 'You cannot change the status of your own account',
    'zh-tw': '不能修改自己的帳號狀態',
  },
  'user.cannotChangeAdminStatus': {
    'zh-cn': '不能修改管理员账号的状态',
    en: "An administrator account's status cannot be changed",
    'zh-tw': '不能修改管理員帳號的狀態',
  },
  'user.cannotResetOwnPassword': {
    'zh-cn': '不能重置自己的密码，请使用修改密码',
    en: 'You cannot reset your own password; use change password instead',
    'zh-tw': '不能重設自己的密碼，請使用修改密碼',
  },
  'user.adminProtected': {
    'zh-cn': '只有管理员可以管理管理员账号',
    en: 'Only an administrator can manage an administrator account',
    'zh-tw': '只有管理員可以管理管理員帳號',
  },
  'user.orgOutOfScope': {
    'zh-cn': '{field}：机构 {id} 不存在或不在您的数据范围内',
    en: '{field}: organisation {id} does not exist or is outside your data scope',
    'zh-tw': '{field}：機構 {id} 不存在或不在您的資料範圍內',
  },
  'user.posNotFound': {
    'zh-cn': '{field}：职位 {id} 不存在',
    en: '{field}: position {id} does not exist',
    'zh-tw': '{field}：職位 {id} 不存在',
  },
  'user.roleNotFound': {
    'zh-cn': 'roleIdList：角色 {id} 不存在',
    en: 'roleIdList: role {id} does not exist',
    'zh-tw': 'roleIdList：角色 {id} 不存在',
  },
  'user.roleNotHeld': {
    'zh-cn': 'roleIdList：只能授予您自己拥有的角色（角色 {id}）',
    en: 'roleIdList: you can only grant roles you hold yourself (role {id})',
    'zh-tw': 'roleIdList：只能授予您自己擁有的角色（角色 {id}）',
  },
  'user.oldPasswordWrong': {
    'zh-cn': 'passwordOld：当前密码不正确',
    en: 'passwordOld: the current password is wrong',
    'zh-tw': 'passwordOld：目前密碼不正確',
  },
  'user.samePassword': {
    'zh-cn': 'passwordNew：新密码不能与当前密码相同',
    en: 'passwordNew: the new password must differ from the current one',
    'zh-tw': 'passwordNew：新密碼不能與目前密碼相同',
  },
});

import { defineMessages, texts as col } from '../../../platform/i18n/define-messages.ts';

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
  'user.targetRoleNotHeld': {
    'zh-cn': '只能管理您自己拥有其全部角色的用户，该用户拥有角色“{role}”',
    en: 'You can only manage users whose every role you hold yourself; this user has the role "{role}"',
    'zh-tw': '只能管理您自己擁有其全部角色的使用者，該使用者擁有角色「{role}」',
  },
  'user.orgOutOfScope': {
    'zh-cn': '{field}：机构 {id} 不存在或不在您的数据范围内',
    en: '{field}: organisation {id} does not exist or is outside your data scope',
    'zh-tw': '{field}：機構 {id} 不存在或不在您的資料範圍內',
  },
  'user.ownManager': {
    'zh-cn': 'managerUserId：用户不能是自己的上级',
    en: 'managerUserId: a user cannot be their own manager',
    'zh-tw': 'managerUserId：使用者不能是自己的上級',
  },
  'user.managerNotFound': {
    'zh-cn': 'managerUserId：用户 {id} 不存在',
    en: 'managerUserId: user {id} does not exist',
    'zh-tw': 'managerUserId：使用者 {id} 不存在',
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
    'zh-cn': 'passwordOld：当前密码不正确（再错 {left} 次将锁定 30 分钟）',
    en: 'passwordOld: the current password is wrong ({left} more failures lock the account for 30 minutes)',
    'zh-tw': 'passwordOld：目前密碼不正確（再錯 {left} 次將鎖定 30 分鐘）',
  },
  'user.samePassword': {
    'zh-cn': 'passwordNew：新密码不能与当前密码相同',
    en: 'passwordNew: the new password must differ from the current one',
    'zh-tw': 'passwordNew：新密碼不能與目前密碼相同',
  },
});

/** Column headers and values of the user export. */
export const userColumnMessages = defineMessages({
  'user.col.account': col('账号', 'Account', '帳號'),
  'user.col.realName': col('姓名', 'Name', '姓名'),
  'user.col.nickName': col('昵称', 'Nickname', '暱稱'),
  'user.col.sex': col('性别', 'Sex', '性別'),
  'user.col.sex1': col('男', 'Male', '男'),
  'user.col.sex2': col('女', 'Female', '女'),
  'user.col.sex3': col('未知', 'Unknown', '未知'),
  'user.col.phone': col('手机号码', 'Mobile', '手機號碼'),
  'user.col.email': col('邮箱', 'E-mail', '電子郵件'),
  'user.col.org': col('机构', 'Organisation', '機構'),
  'user.col.pos': col('职位', 'Position', '職位'),
  'user.col.roles': col('角色', 'Roles', '角色'),
  'user.col.jobNum': col('工号', 'Job no.', '工號'),
  'user.col.status': col('状态', 'Status', '狀態'),
  'user.col.enabled': col('启用', 'Enabled', '啟用'),
  'user.col.disabled': col('停用', 'Disabled', '停用'),
  'user.col.lastLoginTime': col('最近登录', 'Last sign-in', '最近登入'),
  'user.col.createTime': col('创建时间', 'Created', '建立時間'),
  'user.col.remark': col('备注', 'Remark', '備註'),
});

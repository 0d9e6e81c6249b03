import { defineMessages, texts as l } from '../../../platform/i18n/define-messages.ts';

/**
 * Words for the codes the logs store (visit actions, results, sign-in failure reasons, change types), so an
 * export reads like the screen. A code without a word is written as it is.
 */
export const logMessages = defineMessages({
  'log.action.login': l('账号登录', 'Sign-in', '帳號登入'),
  'log.action.loginPhone': l('手机号登录', 'Sign-in by phone', '手機號碼登入'),
  'log.action.logout': l('退出登录', 'Sign-out', '登出'),
  'log.status.success': l('成功', 'Success', '成功'),
  'log.status.fail': l('失败', 'Failed', '失敗'),
  'log.status.error': l('异常', 'Error', '異常'),
  'log.diffType.insert': l('新增', 'Added', '新增'),
  'log.diffType.update': l('修改', 'Changed', '修改'),
  'log.diffType.delete': l('删除', 'Deleted', '刪除'),
  'log.message.auth.badCredentials': l('账号或密码不正确', 'Wrong account or password', '帳號或密碼不正確'),
  'log.message.auth.locked': l('账号已锁定', 'Account locked', '帳號已鎖定'),
  'log.message.auth.accountDisabled': l('账号已停用', 'Account disabled', '帳號已停用'),
  'log.message.auth.tenantDisabled': l('租户已停用', 'Tenant disabled', '租戶已停用'),
  'log.message.auth.captchaWrong': l('验证码错误', 'Wrong captcha', '驗證碼錯誤'),
  'log.message.auth.phoneUnknown': l('手机号无法登录', 'Phone not usable for sign-in', '手機號碼無法登入'),
  'log.message.auth.smsWrong': l('短信验证码错误', 'Wrong SMS code', '簡訊驗證碼錯誤'),
  'log.message.auth.smsExpired': l('短信验证码已失效', 'SMS code expired', '簡訊驗證碼已失效'),
  'log.message.error': l('系统异常', 'Server error', '系統異常'),
});

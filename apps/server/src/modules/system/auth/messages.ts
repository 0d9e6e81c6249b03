import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of sign-in failures. */
export const authMessages = defineMessages({
  'auth.locked': {
    'zh-cn': '密码错误次数过多，账号已锁定，请 30 分钟后重试或联系管理员解锁',
    en: 'Too many wrong passwords: the account is locked for 30 minutes (an administrator can unlock it)',
    'zh-tw': '密碼錯誤次數過多，帳號已鎖定，請 30 分鐘後重試或聯絡管理員解鎖',
  },
  'auth.badCredentials': {
    'zh-cn': '账号或密码不正确（再错 {left} 次将锁定 30 分钟）',
    en: 'Wrong account or password ({left} more failures lock it for 30 minutes)',
    'zh-tw': '帳號或密碼不正確（再錯 {left} 次將鎖定 30 分鐘）',
  },
  'auth.accountDisabled': {
    'zh-cn': '账号已停用，请联系管理员',
    en: 'This account is disabled; contact your administrator',
    'zh-tw': '帳號已停用，請聯絡管理員',
  },
  'auth.tenantDisabled': {
    'zh-cn': '所属租户已停用，请联系平台管理员',
    en: "This account's tenant is disabled; contact the platform administrator",
    'zh-tw': '所屬租戶已停用，請聯絡平台管理員',
  },
  'auth.captchaWrong': {
    'zh-cn': '验证码错误或已过期，请重新输入',
    en: 'The captcha is wrong or has expired; please try a new one',
    'zh-tw': '驗證碼錯誤或已過期，請重新輸入',
  },
  'auth.smsTooSoon': {
    'zh-cn': '验证码发送过于频繁，请 60 秒后再试',
    en: 'A code was sent less than 60 seconds ago; please wait',
    'zh-tw': '驗證碼發送過於頻繁，請 60 秒後再試',
  },
  'auth.smsExpired': {
    'zh-cn': '短信验证码不存在或已失效，请重新获取',
    en: 'The SMS code has expired or was not requested; request a new one',
    'zh-tw': '簡訊驗證碼不存在或已失效，請重新取得',
  },
  'auth.smsWrong': {
    'zh-cn': '短信验证码错误',
    en: 'The SMS code is wrong',
    'zh-tw': '簡訊驗證碼錯誤',
  },
  'auth.phoneUnknown': {
    'zh-cn': '该手机号无法登录，请使用账号密码登录',
    en: 'This phone number cannot be used to sign in; use your account and password',
    'zh-tw': '此手機號碼無法登入，請使用帳號密碼登入',
  },
  'auth.tokenMismatch': {
    'zh-cn': '令牌不属于当前登录',
    en: 'The token does not belong to this sign-in',
    'zh-tw': '權杖不屬於目前登入',
  },
  'auth.wrongPassword': {
    'zh-cn': '密码不正确（再错 {left} 次将锁定 30 分钟）',
    en: 'Wrong password ({left} more failures lock the account for 30 minutes)',
    'zh-tw': '密碼不正確（再錯 {left} 次將鎖定 30 分鐘）',
  },
});

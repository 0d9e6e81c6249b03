import type { Language } from './language.ts';

type Catalogue = Record<string, Record<Language, string>>;

/** Server-side texts in the three languages; `{name}` placeholders are filled from params. */
const messages = {
  'http.badJson': {
    'zh-cn': '请求体不是有效的 JSON：{detail}',
    en: 'The request body is not valid JSON: {detail}',
    'zh-tw': '請求內容不是有效的 JSON：{detail}',
  },
  'http.unsupportedMediaType': {
    'zh-cn': '不支持的内容类型 {type}，请使用 application/json',
    en: 'Unsupported content type {type}; send application/json',
    'zh-tw': '不支援的內容類型 {type}，請使用 application/json',
  },
  'http.bodyTooLarge': {
    'zh-cn': '请求体过大，最多 {limit}',
    en: 'The request body is too large; the limit is {limit}',
    'zh-tw': '請求內容過大，最多 {limit}',
  },
  'http.badRequest': {
    'zh-cn': '请求无效：{detail}',
    en: 'Bad request: {detail}',
    'zh-tw': '請求無效：{detail}',
  },
  'http.notFound': {
    'zh-cn': '接口不存在：{method} {url}',
    en: 'No such API: {method} {url}',
    'zh-tw': '介面不存在：{method} {url}',
  },
  'http.unauthorized': {
    'zh-cn': '登录已过期，请重新登录',
    en: 'Your session has expired; please sign in again',
    'zh-tw': '登入已過期，請重新登入',
  },
  'http.forbidden': {
    'zh-cn': '没有权限执行此操作',
    en: 'You are not allowed to do this',
    'zh-tw': '沒有權限執行此操作',
  },
  'http.tooManyRequests': {
    'zh-cn': '请求过于频繁，请稍后重试',
    en: 'Too many requests; please try again later',
    'zh-tw': '請求過於頻繁，請稍後重試',
  },
  'http.internal': {
    'zh-cn': '系统异常，请联系管理员（请求号 {requestId}）',
    en: 'Something went wrong on the server; please contact the administrator (request {requestId})',
    'zh-tw': '系統異常，請聯絡管理員（請求編號 {requestId}）',
  },
  'http.unavailable': {
    'zh-cn': '服务正在停止，请稍后重试',
    en: 'The server is shutting down; please try again shortly',
    'zh-tw': '服務正在停止，請稍後重試',
  },
  'paging.unknownSortField': {
    'zh-cn': 'field：不支持按“{field}”排序，可选 {allowed}',
    en: "field: cannot sort by '{field}'; allowed: {allowed}",
    'zh-tw': 'field：不支援依「{field}」排序，可選 {allowed}',
  },
  'record.notFound': {
    'zh-cn': '记录不存在',
    en: 'The record does not exist',
    'zh-tw': '記錄不存在',
  },
  'record.duplicate': {
    'zh-cn': '{field}“{value}”已存在',
    en: "{field} '{value}' already exists",
    'zh-tw': '{field}「{value}」已存在',
  },
  'record.builtIn': {
    'zh-cn': '系统内置数据禁止删除',
    en: 'Built-in records cannot be deleted',
    'zh-tw': '系統內建資料禁止刪除',
  },
  'swagger.badCredentials': {
    'zh-cn': '账号或密码不正确',
    en: 'Wrong account or password',
    'zh-tw': '帳號或密碼不正確',
  },
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
    'zh-cn': '密码不正确',
    en: 'Wrong password',
    'zh-tw': '密碼不正確',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

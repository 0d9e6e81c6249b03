import { defineMessages } from './define-messages.ts';

/** Texts of the platform: HTTP failures, paging, shared record refusals, the API docs' sign-in. */
export const platformMessages = defineMessages({
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
  'http.notOpenAccess': {
    'zh-cn': '该接口不接受签名调用（accessKey），请使用登录令牌',
    en: 'This API does not accept signed calls (accessKey); sign in and send a token instead',
    'zh-tw': '該介面不接受簽名呼叫（accessKey），請使用登入權杖',
  },
  'http.signatureRequired': {
    'zh-cn': '该接口只接受签名调用，请发送 accessKey、timestamp、nonce 和 sign 请求头',
    en: 'This API accepts only signed calls; send the accessKey, timestamp, nonce and sign headers',
    'zh-tw': '該介面只接受簽名呼叫，請傳送 accessKey、timestamp、nonce 和 sign 請求標頭',
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
  'http.unsafeText': {
    'zh-cn': '{field}：包含空字符（U+0000）或不成对的代理字符，不是有效的文本',
    en: '{field}: contains a NUL character (U+0000) or an unpaired surrogate, which is not valid text',
    'zh-tw': '{field}：包含空字元（U+0000）或不成對的代理字元，不是有效的文字',
  },
  'import.unsafeCell': {
    'zh-cn': '第 {row} 行 {column} 列：包含空字符（U+0000）或不成对的代理字符，不是有效的文本',
    en: 'Row {row}, column {column}: contains a NUL character (U+0000) or an unpaired surrogate, which is not valid text',
    'zh-tw': '第 {row} 列 {column} 欄：包含空字元（U+0000）或不成對的代理字元，不是有效的文字',
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
});

import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Refusals of signed calls (401 unless noted) and of key management. */
export const openAccessMessages = defineMessages({
  'openAccess.missingHeader': {
    'zh-cn': '签名调用缺少请求头 {header}',
    en: 'The signed call lacks the {header} header',
    'zh-tw': '簽名呼叫缺少請求標頭 {header}',
  },
  'openAccess.badTimestamp': {
    'zh-cn': 'timestamp 须为 Unix 秒数，且与服务器时间相差不超过 {seconds} 秒',
    en: 'timestamp must be Unix seconds within {seconds} seconds of the server clock',
    'zh-tw': 'timestamp 須為 Unix 秒數，且與伺服器時間相差不超過 {seconds} 秒',
  },
  'openAccess.badNonce': {
    'zh-cn': 'nonce 须为 16 到 64 个字母、数字、- 或 _',
    en: 'nonce must be 16 to 64 letters, digits, - or _',
    'zh-tw': 'nonce 須為 16 到 64 個字母、數字、- 或 _',
  },
  'openAccess.badSignature': {
    'zh-cn': 'accessKey 不存在或签名不正确',
    en: 'Unknown accessKey or wrong signature',
    'zh-tw': 'accessKey 不存在或簽名不正確',
  },
  'openAccess.replay': {
    'zh-cn': '该 nonce 已使用过，每次调用请使用新的 nonce',
    en: 'This nonce was used before; use a new nonce for every call',
    'zh-tw': '該 nonce 已使用過，每次呼叫請使用新的 nonce',
  },
  'openAccess.keyDisabled': {
    'zh-cn': '该 accessKey 已停用',
    en: 'This accessKey is disabled',
    'zh-tw': '該 accessKey 已停用',
  },
  'openAccess.keyExpired': {
    'zh-cn': '该 accessKey 已过期',
    en: 'This accessKey has expired',
    'zh-tw': '該 accessKey 已過期',
  },
  'openAccess.ipDenied': {
    'zh-cn': '该 accessKey 不允许从 {ip} 调用',
    en: 'This accessKey may not be used from {ip}',
    'zh-tw': '該 accessKey 不允許從 {ip} 呼叫',
  },
  'openAccess.userDisabled': {
    'zh-cn': '该 accessKey 绑定的用户已停用或已删除',
    en: 'The user this accessKey acts for is disabled or deleted',
    'zh-tw': '該 accessKey 綁定的使用者已停用或已刪除',
  },
  'openAccess.tenantDisabled': {
    'zh-cn': '该 accessKey 所属租户已停用',
    en: 'The tenant of this accessKey is disabled',
    'zh-tw': '該 accessKey 所屬租戶已停用',
  },
  'openAccess.outOfScope': {
    'zh-cn': '该 accessKey 没有 {permission} 权限',
    en: 'This accessKey has no {permission} scope',
    'zh-tw': '該 accessKey 沒有 {permission} 權限',
  },
  'openAccess.rateLimited': {
    'zh-cn': '该 accessKey 调用过于频繁，每分钟最多 {limit} 次',
    en: 'Too many calls with this accessKey; the limit is {limit} a minute',
    'zh-tw': '該 accessKey 呼叫過於頻繁，每分鐘最多 {limit} 次',
  },
  'openAccess.badIp': {
    'zh-cn': '{field}：不是有效的 IP 地址或 CIDR 网段',
    en: '{field}: not a valid IP address or CIDR range',
    'zh-tw': '{field}：不是有效的 IP 位址或 CIDR 網段',
  },
  'openAccess.scopeNotHeld': {
    'zh-cn': '{field}：{code} 不是该用户拥有的开放接口权限',
    en: '{field}: {code} is not an open-access permission the user holds',
    'zh-tw': '{field}：{code} 不是該使用者擁有的開放介面權限',
  },
  'openAccess.bindUserMissing': {
    'zh-cn': 'bindUserId：用户不存在或已停用',
    en: 'bindUserId: no such enabled user',
    'zh-tw': 'bindUserId：使用者不存在或已停用',
  },
  'openAccess.bindSuperAdmin': {
    'zh-cn': 'bindUserId：不能绑定超级管理员',
    en: 'bindUserId: a key cannot act as the super admin',
    'zh-tw': 'bindUserId：不能綁定超級管理員',
  },
  'openAccess.expirePast': {
    'zh-cn': 'expireTime：过期时间须晚于现在',
    en: 'expireTime: must be later than now',
    'zh-tw': 'expireTime：過期時間須晚於現在',
  },
});

import { texts as l, defineMessages } from '../../platform/i18n/define-messages.ts';

export const wechatMessages = defineMessages({
  'wechat.stateInvalid': l(
    '{field}：登录状态无效，请从公众号重新进入',
    '{field}: the sign-in state is not valid; open the page from the official account again',
    '{field}：登入狀態無效，請從公眾號重新進入',
  ),
  'wechat.stateExpired': l(
    '{field}：登录已超过 10 分钟，请从公众号重新进入',
    '{field}: the sign-in started more than 10 minutes ago; open the page from the official account again',
    '{field}：登入已超過 10 分鐘，請從公眾號重新進入',
  ),
  'wechat.codeInvalid': l(
    '{field}：微信授权码无效或已使用',
    '{field}: WeChat did not accept the code (wrong, used or expired)',
    '{field}：微信授權碼無效或已使用',
  ),
  'wechat.notOfficialAccount': l(
    '该商户的微信应用不是公众号，不能用网页授权登录',
    "This shop's WeChat app is not an official account; it has no OAuth sign-in",
    '該商戶的微信應用不是公眾號，不能用網頁授權登入',
  ),
  'wechat.notMiniProgram': l(
    '该商户的微信应用不是小程序',
    "This shop's WeChat app is not a mini-program",
    '該商戶的微信應用不是小程式',
  ),
  'wechat.notEnabled': l('该商户没有启用微信', 'This shop has not turned WeChat on', '該商戶沒有啟用微信'),
  'wechat.unavailable': l(
    '暂时无法连接微信，请稍后再试',
    'WeChat cannot be reached just now; try again shortly',
    '暫時無法連線微信，請稍後再試',
  ),
  'wechat.vipNotFound': l(
    'vipId：没有这个会员（{vipId}）',
    'vipId: no such member ({vipId})',
    'vipId：沒有這個會員（{vipId}）',
  ),
  'wechat.vipTaken': l(
    '会员“{vip}”已绑定该应用的另一个微信用户，请先解绑',
    'Member "{vip}" is already bound to another WeChat user of this app; unbind that one first',
    '會員「{vip}」已綁定該應用的另一個微信用戶，請先解綁',
  ),
  'wechat.sheet': l('微信用户', 'WeChat users', '微信用戶'),
  'wechat.col.openId': l('OpenId', 'OpenId', 'OpenId'),
  'wechat.col.unionId': l('UnionId', 'UnionId', 'UnionId'),
  'wechat.col.nickName': l('昵称', 'Nickname', '暱稱'),
  'wechat.col.platformType': l('平台', 'Platform', '平台'),
  'wechat.col.vip': l('绑定会员', 'Bound member', '綁定會員'),
  'wechat.col.subscribe': l('已关注', 'Follows', '已關注'),
  'wechat.col.lastLogin': l('最近登录', 'Last sign-in', '最近登入'),
  'wechat.col.region': l('地区', 'Region', '地區'),
  'wechat.platformType.1': l('公众号', 'Official account', '公眾號'),
  'wechat.platformType.2': l('小程序', 'Mini-program', '小程式'),
  'wechat.platformType.3': l('网页', 'Web', '網頁'),
});

import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const onlineUserMessages = defineMessages({
  'onlineUser.targetRequired': {
    'zh-cn': '请指定 connectionId、sessionId 或 userId 之一',
    en: 'Give exactly one of connectionId, sessionId or userId',
    'zh-tw': '請指定 connectionId、sessionId 或 userId 之一',
  },
  'onlineUser.adminProtected': {
    'zh-cn': '不能强制管理员账号下线',
    en: 'An administrator account cannot be forced offline by you',
    'zh-tw': '不能強制管理員帳號下線',
  },
});

import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const noticeMessages = defineMessages({
  'notice.editPublished': {
    'zh-cn': '已发布的通知不能修改，请先撤回',
    en: 'A published notice cannot be changed; withdraw it first',
    'zh-tw': '已發佈的通知不能修改，請先撤回',
  },
  'notice.alreadyPublished': {
    'zh-cn': '该通知已发布',
    en: 'This notice is already published',
    'zh-tw': '該通知已發佈',
  },
  'notice.notPublished': {
    'zh-cn': '该通知未发布，无需撤回',
    en: 'This notice is not published, so it cannot be withdrawn',
    'zh-tw': '該通知未發佈，無需撤回',
  },
  'notice.contentEmpty': {
    'zh-cn': 'content：去除不安全的内容后为空',
    en: 'content: nothing is left after removing unsafe markup',
    'zh-tw': 'content：去除不安全的內容後為空',
  },
});

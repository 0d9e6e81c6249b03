import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the organisation module (sysOrg). */
export const orgMessages = defineMessages({
  'org.directorNotFound': {
    'zh-cn': 'directorId：用户 {id} 不存在',
    en: 'directorId: user {id} does not exist',
    'zh-tw': 'directorId：使用者 {id} 不存在',
  },
  'org.rootOnlyAdmin': {
    'zh-cn': 'pid：只有管理员可以创建顶级机构',
    en: 'pid: only administrators can create top-level organisations',
    'zh-tw': 'pid：只有管理員可以建立頂層機構',
  },
  'org.parentNotFound': {
    'zh-cn': 'pid：上级机构不存在',
    en: 'pid: the parent organisation does not exist',
    'zh-tw': 'pid：上級機構不存在',
  },
  'org.parentOutOfScope': {
    'zh-cn': 'pid：上级机构超出您的数据范围',
    en: 'pid: the parent organisation is outside your data scope',
    'zh-tw': 'pid：上級機構超出您的資料範圍',
  },
  'org.outOfScope': {
    'zh-cn': '该机构（或其下级机构）超出您的数据范围',
    en: 'This organisation (or one below it) is outside your data scope',
    'zh-tw': '該機構（或其下級機構）超出您的資料範圍',
  },
  'org.cycle': {
    'zh-cn': 'pid：不能把机构移动到它自己或它的下级机构之下',
    en: 'pid: an organisation cannot be moved below itself or one of its descendants',
    'zh-tw': 'pid：不能把機構移動到它自己或它的下級機構之下',
  },
  'org.rootCannotMove': {
    'zh-cn': 'pid：租户的根机构必须保持在顶级',
    en: "pid: the tenant's root organisation must stay at the top",
    'zh-tw': 'pid：租戶的根機構必須保持在頂層',
  },
  'org.rootCannotDelete': {
    'zh-cn': '租户的根机构不能删除',
    en: "The tenant's root organisation cannot be deleted",
    'zh-tw': '租戶的根機構不能刪除',
  },
  'org.hasUsers': {
    'zh-cn': '该机构或其下级机构仍有 {count} 个用户（主机构或扩展机构），请先调整这些用户',
    en: 'This organisation or one below it still has {count} user(s) (as main or additional organisation); move them first',
    'zh-tw': '該機構或其下級機構仍有 {count} 個使用者（主機構或擴充機構），請先調整這些使用者',
  },
});

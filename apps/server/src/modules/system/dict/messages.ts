import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the dictionary module (types and data). */
export const dictMessages = defineMessages({
  'dict.typeNotFound': {
    'zh-cn': '字典类型不存在',
    en: 'The dictionary type does not exist',
    'zh-tw': '字典類型不存在',
  },
  'dict.codeNotFound': {
    'zh-cn': '编码为“{code}”的字典类型不存在',
    en: "There is no dictionary type with code '{code}'",
    'zh-tw': '編碼為「{code}」的字典類型不存在',
  },
  'dict.dataNotFound': {
    'zh-cn': '字典值不存在',
    en: 'The dictionary item does not exist',
    'zh-tw': '字典值不存在',
  },
  'dict.typeHasData': {
    'zh-cn': '字典类型“{code}”下还有 {count} 个字典值，禁止删除；请先删除这些字典值',
    en: "The dictionary type '{code}' still has {count} item(s) and cannot be deleted; delete its items first",
    'zh-tw': '字典類型「{code}」下還有 {count} 個字典值，禁止刪除；請先刪除這些字典值',
  },
  'dict.typeMissing': {
    'zh-cn': 'dictTypeId：字典类型 {id} 不存在',
    en: 'dictTypeId: the dictionary type {id} does not exist',
    'zh-tw': 'dictTypeId：字典類型 {id} 不存在',
  },
});

import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const regionMessages = defineMessages({
  'region.parentMissing': {
    'zh-cn': 'pid：上级区域 {pid} 不存在',
    en: 'pid: the parent region {pid} does not exist',
    'zh-tw': 'pid：上級區域 {pid} 不存在',
  },
  'region.cycle': {
    'zh-cn': 'pid：不能移动到自身或其下级区域之下',
    en: 'pid: a region cannot move under itself or one of its descendants',
    'zh-tw': 'pid：不能移動到自身或其下級區域之下',
  },
  'region.tooDeep': {
    'zh-cn': '区域最多 {max} 级',
    en: 'Regions are at most {max} levels deep',
    'zh-tw': '區域最多 {max} 級',
  },
  'region.importInvalid': {
    'zh-cn': '导入失败，以下行有问题（行号：问题）：{details}',
    en: 'Nothing was imported; these rows have problems (row: problem): {details}',
    'zh-tw': '匯入失敗，以下列有問題（列號：問題）：{details}',
  },
  'region.importEmpty': {
    'zh-cn': '文件中没有区域数据（列：code、name、parent code）',
    en: 'The file holds no regions (columns: code, name, parent code)',
    'zh-tw': '檔案中沒有區域資料（欄：code、name、parent code）',
  },
});

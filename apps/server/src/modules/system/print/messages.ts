import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const printMessages = defineMessages({
  'print.versionConflict': {
    'zh-cn': '该打印模板已被他人保存，请重新加载后再修改',
    en: 'Someone else saved this print template since you opened it; reload it and make your change again',
    'zh-tw': '該列印範本已被他人儲存，請重新載入後再修改',
  },
  'print.unknownBinding': {
    'zh-cn': '{field}：{docType} 没有这个字段',
    en: '{field}: no such field of {docType}',
    'zh-tw': '{field}：{docType} 沒有這個欄位',
  },
  'print.deleteDefault': {
    'zh-cn': '“{name}”是该单据类型的默认模板，请先把另一个模板设为默认',
    en: '"{name}" is the default template of its document type; make another template the default first',
    'zh-tw': '「{name}」是該單據類型的預設範本，請先把另一個範本設為預設',
  },
  'print.disableDefault': {
    'zh-cn': '“{name}”是该单据类型的默认模板，不能停用；请先把另一个模板设为默认',
    en: '"{name}" is the default template of its document type and cannot be disabled; make another template the default first',
    'zh-tw': '「{name}」是該單據類型的預設範本，不能停用；請先把另一個範本設為預設',
  },
  'print.defaultDisabled': {
    'zh-cn': '“{name}”已停用，停用的模板不能设为默认，请先启用',
    en: '"{name}" is disabled and a disabled template cannot be the default; enable it first',
    'zh-tw': '「{name}」已停用，停用的範本不能設為預設，請先啟用',
  },
  'print.copyName': {
    'zh-cn': '{name}（副本）',
    en: '{name} (copy)',
    'zh-tw': '{name}（副本）',
  },
  'print.copyNameNumbered': {
    'zh-cn': '{name}（副本 {n}）',
    en: '{name} (copy {n})',
    'zh-tw': '{name}（副本 {n}）',
  },
});

import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** The refusals name the request field they are about first (`config.table: …`), so the screen marks that field. */
export const codeGenMessages = defineMessages({
  'codeGen.menuParentMissing': {
    'zh-cn': 'config.menu.parentId：菜单中没有目录 {id}',
    en: 'config.menu.parentId: the menu has no directory {id}',
    'zh-tw': 'config.menu.parentId：選單中沒有目錄 {id}',
  },
  'codeGen.tableTaken': {
    'zh-cn': 'config.table：表 {table} 已有生成配置',
    en: 'config.table: table {table} already has a generation config',
    'zh-tw': 'config.table：資料表 {table} 已有產生設定',
  },
  'codeGen.resourceTaken': {
    'zh-cn': 'config.resource：{resource} 已被表 {table} 的生成配置使用',
    en: 'config.resource: {resource} is already used by the config of table {table}',
    'zh-tw': 'config.resource：{resource} 已被資料表 {table} 的產生設定使用',
  },
  'codeGen.menuBaseTaken': {
    'zh-cn': 'config.menu.idBase：菜单编号 {base} 已被表 {table} 的生成配置占用',
    en: 'config.menu.idBase: menu id {base} is taken by the config of table {table}',
    'zh-tw': 'config.menu.idBase：選單編號 {base} 已被資料表 {table} 的產生設定佔用',
  },
  'codeGen.menuRangeFull': {
    'zh-cn': '代码生成的菜单编号已用完',
    en: 'No menu id of the code generation range is free',
    'zh-tw': '程式碼產生的選單編號已用完',
  },
  'codeGen.tableMissing': {
    'zh-cn': 'tableName：数据库中没有表 {table}',
    en: 'tableName: the database has no table {table}',
    'zh-tw': 'tableName：資料庫中沒有資料表 {table}',
  },
  'codeGen.storedConfigInvalid': {
    'zh-cn': 'config：保存的生成配置已不再有效，请编辑后保存：{detail}',
    en: 'config: the stored generation config is no longer valid; edit and save it: {detail}',
    'zh-tw': 'config：儲存的產生設定已不再有效，請編輯後儲存：{detail}',
  },
  'codeGen.tooLarge': {
    'zh-cn': '生成的文件超过 {limit}',
    en: 'The generated files exceed {limit}',
    'zh-tw': '產生的檔案超過 {limit}',
  },
});

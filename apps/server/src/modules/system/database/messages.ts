import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const databaseMessages = defineMessages({
  'database.tableNotFound': {
    'zh-cn': '{field}：数据库中没有表 {name}',
    en: '{field}: the database has no table {name}',
    'zh-tw': '{field}：資料庫中沒有表 {name}',
  },
  'database.tableExists': {
    'zh-cn': '{field}：表 {name} 已存在',
    en: '{field}: the table {name} exists already',
    'zh-tw': '{field}：表 {name} 已存在',
  },
  'database.columnNotFound': {
    'zh-cn': '{field}：表 {table} 没有列 {name}',
    en: '{field}: {table} has no column {name}',
    'zh-tw': '{field}：表 {table} 沒有欄位 {name}',
  },
  'database.columnExists': {
    'zh-cn': '{field}：表 {table} 已有列 {name}',
    en: '{field}: {table} has a column {name} already',
    'zh-tw': '{field}：表 {table} 已有欄位 {name}',
  },
  'database.columnIsKey': {
    'zh-cn': '{field}：{name} 是主键，不能删除',
    en: '{field}: {name} is the primary key and stays',
    'zh-tw': '{field}：{name} 是主鍵，不能刪除',
  },
  'database.columnIndexed': {
    'zh-cn': '{field}：{name} 属于索引或外键 {index}，请先删除它',
    en: '{field}: {name} is in the index or foreign key {index}; drop that first',
    'zh-tw': '{field}：{name} 屬於索引或外鍵 {index}，請先刪除它',
  },
  'database.indexExists': {
    'zh-cn': '{field}：这些列已有索引 {index}',
    en: '{field}: the index {index} covers these columns already',
    'zh-tw': '{field}：這些欄位已有索引 {index}',
  },
  'database.indexTooLong': {
    'zh-cn': '{field}：索引键按 utf8mb4 占 {bytes} 字节，超过 MySQL/MariaDB 的上限 {max}',
    en: "{field}: the index key takes {bytes} bytes in utf8mb4, over MySQL/MariaDB's {max}",
    'zh-tw': '{field}：索引鍵按 utf8mb4 佔 {bytes} 位元組，超過 MySQL/MariaDB 的上限 {max}',
  },
  'database.indexText': {
    'zh-cn': '{field}：{column} 是 TEXT 列，MySQL/MariaDB 不能为整列建索引，请改用字符串列',
    en: '{field}: {column} is TEXT, which MySQL/MariaDB cannot index whole; use a string column',
    'zh-tw': '{field}：{column} 是 TEXT 欄位，MySQL/MariaDB 不能為整欄建索引，請改用字串欄位',
  },
  'database.indexColumns': {
    'zh-cn': '{field}：MySQL/MariaDB 的索引最多 {max} 列',
    en: '{field}: MySQL/MariaDB indexes at most {max} columns',
    'zh-tw': '{field}：MySQL/MariaDB 的索引最多 {max} 欄',
  },
  'database.rowTooLarge': {
    'zh-cn': '{field}：一行按 utf8mb4 占 {bytes} 字节，超过 MySQL/MariaDB 的上限 {max}，长字段请用 text',
    en: "{field}: a row takes {bytes} bytes in utf8mb4, over MySQL/MariaDB's {max}; use text for long columns",
    'zh-tw': '{field}：一列按 utf8mb4 佔 {bytes} 位元組，超過 MySQL/MariaDB 的上限 {max}，長欄位請用 text',
  },
  'database.noIdColumn': {
    'zh-cn': '{field}：表 {name} 没有 id 列，种子数据需要固定的 id',
    en: '{field}: {name} has no id column, and seed data needs fixed ids',
    'zh-tw': '{field}：表 {name} 沒有 id 欄位，種子資料需要固定的 id',
  },
});

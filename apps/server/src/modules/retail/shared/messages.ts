import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts shared by the retail master-data modules. */
export const retailSharedMessages = defineMessages({
  'excel.noFile': {
    'zh-cn': '请上传 Excel 文件（.xlsx）',
    en: 'Upload an Excel file (.xlsx)',
    'zh-tw': '請上傳 Excel 檔案（.xlsx）',
  },
  'excel.unreadable': {
    'zh-cn': '无法读取该文件，请使用下载的 .xlsx 模板',
    en: 'The file cannot be read; use the downloaded .xlsx template',
    'zh-tw': '無法讀取該檔案，請使用下載的 .xlsx 範本',
  },
  'excel.tooManyRows': {
    'zh-cn': '一次最多导入 {max} 行',
    en: 'At most {max} rows can be imported at once',
    'zh-tw': '一次最多匯入 {max} 列',
  },
});

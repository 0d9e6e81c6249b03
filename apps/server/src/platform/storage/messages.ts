import { defineMessages } from '../i18n/define-messages.ts';

/** Texts of file failures: each names the problem so the user can fix it. */
export const fileMessages = defineMessages({
  'file.notMultipart': {
    'zh-cn': '请以 multipart/form-data 方式上传文件（字段 file）',
    en: 'Upload the file as multipart/form-data (field "file")',
    'zh-tw': '請以 multipart/form-data 方式上傳檔案（欄位 file）',
  },
  'file.malformed': {
    'zh-cn': '上传内容格式错误：{detail}',
    en: 'The upload is not a valid multipart body: {detail}',
    'zh-tw': '上傳內容格式錯誤：{detail}',
  },
  'file.missing': {
    'zh-cn': '没有收到文件（字段 file）',
    en: 'No file was received (field "file")',
    'zh-tw': '沒有收到檔案（欄位 file）',
  },
  'file.badName': {
    'zh-cn': '文件名“{name}”无效：不能包含路径、“..”或特殊字符，且不超过 128 个字符',
    en: 'File name "{name}" is not allowed: no paths, "..", or special characters, at most 128 characters',
    'zh-tw': '檔名「{name}」無效：不能包含路徑、「..」或特殊字元，且不超過 128 個字元',
  },
  'file.tooLarge': {
    'zh-cn': '文件“{name}”过大，最大 {limit}',
    en: 'File "{name}" is too large; the limit is {limit}',
    'zh-tw': '檔案「{name}」過大，最大 {limit}',
  },
  'file.empty': {
    'zh-cn': '文件“{name}”是空的',
    en: 'File "{name}" is empty',
    'zh-tw': '檔案「{name}」是空的',
  },
  'file.typeNotAllowed': {
    'zh-cn': '文件“{name}”的内容不是允许的类型（允许：{allowed}）',
    en: 'The content of "{name}" is not an allowed type (allowed: {allowed})',
    'zh-tw': '檔案「{name}」的內容不是允許的類型（允許：{allowed}）',
  },
  'file.typeMismatch': {
    'zh-cn': '文件“{name}”的扩展名与内容不符：内容是 {actual} 文件',
    en: 'The extension of "{name}" does not match its content, which is a {actual} file',
    'zh-tw': '檔案「{name}」的副檔名與內容不符：內容是 {actual} 檔案',
  },
  'file.imageOnly': {
    'zh-cn': '请上传图片（jpg、png、gif、webp、bmp）',
    en: 'Upload an image (jpg, png, gif, webp or bmp)',
    'zh-tw': '請上傳圖片（jpg、png、gif、webp、bmp）',
  },
  'file.noPreview': {
    'zh-cn': '该文件类型不能预览，请下载',
    en: 'This type of file cannot be previewed; download it instead',
    'zh-tw': '該檔案類型不能預覽，請下載',
  },
  'file.contentMissing': {
    'zh-cn': '文件内容已不存在',
    en: 'The content of this file is no longer stored',
    'zh-tw': '檔案內容已不存在',
  },
  'file.storageOff': {
    'zh-cn': '该文件保存在 {provider} 存储中，但该存储插件已停用；请平台管理员重新启用后再试',
    en: 'This file is kept in the {provider} storage, whose plugin is turned off; ask the platform administrator to turn it on',
    'zh-tw': '該檔案儲存在 {provider} 儲存中，但該儲存外掛已停用；請平台管理員重新啟用後再試',
  },
  'file.storageFailed': {
    'zh-cn': '文件存储暂时无法访问，请稍后再试',
    en: 'The file storage cannot be reached at the moment; try again later',
    'zh-tw': '檔案儲存暫時無法存取，請稍後再試',
  },
});

import { defineMessages } from '../i18n/define-messages.ts';

/** Refusals of backups and restores: each says that nothing was changed where that is the case. */
export const backupMessages = defineMessages({
  'backup.corrupt': {
    'zh-cn': '备份文件已损坏或不是本系统的备份（{detail}），未做任何更改',
    en: 'The archive is damaged or is not a backup of this system ({detail}); nothing was changed',
    'zh-tw': '備份檔案已損壞或不是本系統的備份（{detail}），未做任何變更',
  },
  'backup.newerSchema': {
    'zh-cn': '备份来自更新的版本（结构 {archive}，本系统 {current}），请先升级本系统，未做任何更改',
    en: 'The archive comes from a newer version (schema {archive}, this server {current}); upgrade this server first. Nothing was changed',
    'zh-tw': '備份來自更新的版本（結構 {archive}，本系統 {current}），請先升級本系統，未做任何變更',
  },
  'backup.tooLarge': {
    'zh-cn': '备份超过 4 GiB（{detail}），请按租户分别备份',
    en: 'The archive would exceed 4 GiB ({detail}); back up tenant by tenant',
    'zh-tw': '備份超過 4 GiB（{detail}），請按租戶分別備份',
  },
  'backup.maintenance': {
    'zh-cn': '系统正在恢复数据，暂停服务，请几分钟后再试',
    en: 'The system is restoring data and is paused; please try again in a few minutes',
    'zh-tw': '系統正在還原資料，暫停服務，請幾分鐘後再試',
  },
  'backup.restoreRunning': {
    'zh-cn': '已有恢复正在进行',
    en: 'A restore is already running',
    'zh-tw': '已有還原正在進行',
  },
  'backup.notReady': {
    'zh-cn': '该备份尚未成功完成',
    en: 'This backup has not finished successfully',
    'zh-tw': '該備份尚未成功完成',
  },
  'backup.confirmMismatch': {
    'zh-cn': 'confirmText：请输入备份名称 {name} 以确认',
    en: 'confirmText: type the archive name {name} to confirm',
    'zh-tw': 'confirmText：請輸入備份名稱 {name} 以確認',
  },
  'backup.passwordWrong': {
    'zh-cn': 'password：密码不正确',
    en: 'password: the password is not correct',
    'zh-tw': 'password：密碼不正確',
  },
  'backup.tenantNameRequired': {
    'zh-cn': 'tenantName：恢复租户备份时必须填写新租户名称',
    en: 'tenantName: a tenant archive is restored as a new tenant; give its name',
    'zh-tw': 'tenantName：還原租戶備份時必須填寫新租戶名稱',
  },
  'backup.accountTaken': {
    'zh-cn': 'accountPrefix：这些账号已存在：{accounts}，请填写账号前缀',
    en: 'accountPrefix: these accounts already exist: {accounts}; give an account prefix',
    'zh-tw': 'accountPrefix：這些帳號已存在：{accounts}，請填寫帳號前綴',
  },
  'backup.schemaMismatch': {
    'zh-cn': '备份中的表 {table} 与本系统结构不一致，未做任何更改',
    en: 'Table {table} of the archive does not match this server’s schema; nothing was changed',
    'zh-tw': '備份中的表 {table} 與本系統結構不一致，未做任何變更',
  },
  'backup.ledgerMismatch': {
    'zh-cn': '恢复后的数据未通过台账核对（{detail}），已撤销，未做任何更改',
    en: 'The restored data fails the ledger check ({detail}); it was rolled back and nothing was changed',
    'zh-tw': '還原後的資料未通過台帳核對（{detail}），已撤銷，未做任何變更',
  },
  'backup.fileMissing': {
    'zh-cn': '备份文件不存在于备份目录',
    en: 'The archive file is missing from the backup folder',
    'zh-tw': '備份檔案不存在於備份目錄',
  },
});

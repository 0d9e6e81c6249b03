import type { exampleHello as zhCnHello, plugin as zhCn } from './zh-cn.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const plugin: Texts<typeof zhCn> = {
  pluginId: '外掛程式標識',
  name: '名稱',
  version: '版本',
  installedVersion: '儲存時版本',
  scope: '範圍',
  scopes: { tenant: '租戶', platform: '平台' },
  tenant: '租戶',
  platformTenant: '整個系統',
  tenantHint: '租戶外掛程式按所選租戶設定；平台外掛程式對整個系統生效',
  description: '說明',
  status: '狀態',
  statuses: { on: '已啟用', off: '已停用', none: '未設定' },
  statusFilter: { enabled: '已啟用', notEnabled: '未啟用' },
  detail: '設定',
  config: '配置',
  configNone: '該外掛程式沒有配置項',
  secretHint: '已儲存的金鑰顯示為 ******；不修改則保留原值',
  menus: '增加的選單',
  routes: '增加的介面',
  nothing: '無',
  enable: '啟用',
  enabled: '已啟用',
  disabled: '已停用',
  setUp: '儲存並啟用',
  save: '儲存',
  saved: '已儲存',
  forget: '停用並清除配置',
  forgetQuestion: '停用外掛程式「{{name}}」並清除該租戶的配置？外掛程式的資料表保留。',
  forgotten: '已清除',
  test: '測試',
  testTarget: '測試目標',
  testTargetHint: '外掛程式需要時填寫，例如接收測試簡訊的手機號碼',
  orderNo: '排序',
  remark: '備註',
  noCode: '外掛程式隨系統一起建置發佈，這裡只能啟用、配置和測試，不能上傳程式碼。',
};

export const exampleHello: Texts<typeof zhCnHello> = {
  title: '範例問候',
  intro: '這個頁面屬於範例外掛程式，只有啟用了該外掛程式的租戶才能看到。',
  greeting: '問候語',
  apiKeySet: 'API 金鑰已設定（不顯示）',
  apiKeyUnset: '未設定 API 金鑰',
};

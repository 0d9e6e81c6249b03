import type { exampleHello as zhCnHello, plugin as zhCn } from './zh-cn.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const plugin: Texts<typeof zhCn> = {
  pluginId: 'Plugin ID',
  name: 'Name',
  version: 'Version',
  installedVersion: 'Saved with version',
  scope: 'Scope',
  scopes: { tenant: 'Tenant', platform: 'Platform' },
  tenant: 'Tenant',
  platformTenant: 'Whole installation',
  tenantHint:
    'Tenant plugins are set for the chosen tenant; platform plugins apply to the whole installation',
  description: 'Description',
  status: 'Status',
  statuses: { on: 'Enabled', off: 'Disabled', none: 'Not set up' },
  statusFilter: { enabled: 'Enabled', notEnabled: 'Not enabled' },
  detail: 'Settings',
  config: 'Configuration',
  configNone: 'This plugin has no configuration',
  secretHint: 'Saved secrets show as ******; leave them as they are to keep them',
  menus: 'Menus it adds',
  routes: 'Routes it adds',
  nothing: 'None',
  enable: 'Enable',
  enabled: 'Enabled',
  disabled: 'Disabled',
  setUp: 'Save and enable',
  save: 'Save',
  saved: 'Saved',
  forget: 'Disable and forget',
  forgetQuestion:
    'Disable the plugin "{{name}}" and forget this tenant’s configuration? Its data tables stay.',
  forgotten: 'Forgotten',
  test: 'Test',
  testTarget: 'Test target',
  testTargetHint: 'When the plugin needs one, e.g. the phone number a test SMS goes to',
  orderNo: 'Order',
  remark: 'Remark',
  fields: {
    'sms-aliyun': {
      endpoint: 'Endpoint',
      accessKeyId: 'AccessKey ID',
      accessKeySecret: 'AccessKey secret',
      signName: 'Signature name',
      templateCode: 'Template code (with a ${code} variable)',
      regionId: 'Region',
    },
    'storage-s3': {
      endpoint: 'Endpoint (empty for AWS S3)',
      region: 'Region',
      bucket: 'Bucket',
      accessKeyId: 'Access key ID',
      secretAccessKey: 'Secret access key',
      forcePathStyle: 'Path-style access (MinIO and other self-hosted stores)',
    },
    wechat: {
      platform: 'App type',
      appId: 'AppID',
      appSecret: 'AppSecret',
      apiBase: 'WeChat API address',
    },
    'example-hello': { greeting: 'Greeting', apiKey: 'API key' },
  },
  fieldValues: { officialAccount: 'Official account', miniProgram: 'Mini-program' },
  noCode:
    'Plugins are built and released with the application: here they are only enabled, configured and tested; no code is uploaded.',
};

export const exampleHello: Texts<typeof zhCnHello> = {
  title: 'Example greeting',
  intro: 'This page belongs to the example plugin; only tenants that enabled it see it.',
  greeting: 'Greeting',
  apiKeySet: 'An API key is set (not shown)',
  apiKeyUnset: 'No API key set',
};

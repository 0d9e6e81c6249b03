import { exampleHelloPlugin } from './example-hello/index.ts';
import type { PluginManifest } from './plugin.ts';
import { smsAliyunPlugin } from './sms-aliyun/index.ts';
import { storageS3Plugin } from './storage-s3/index.ts';
import { wechatPlugin } from './wechat/index.ts';

/**
 * Every plugin built into this application, in the order the plugins screen lists them. A new plugin adds one
 * line here; there is no discovery at run time (no dynamic require of a path).
 */
export const builtInPlugins: readonly PluginManifest[] = [
  smsAliyunPlugin,
  storageS3Plugin,
  wechatPlugin,
  exampleHelloPlugin,
];

import { exampleHelloPlugin } from './example-hello/index.ts';
import type { PluginManifest } from './plugin.ts';
import { wechatPlugin } from './wechat/index.ts';

/**
 * Every plugin built into this application, in the order the plugins screen lists them. A new plugin adds one
 * line here; there is no discovery at run time (no dynamic require of a path).
 */
export const builtInPlugins: readonly PluginManifest[] = [exampleHelloPlugin, wechatPlugin];

import { exampleHelloGreetingOutput } from '@retail/contracts/api/system/example-hello';
import { z } from 'zod';
import { principalOf } from '../../platform/http/access.ts';
import { definePlugin } from '../plugin.ts';

/** The seeded menu of the example page (db/seed/menus/system.ts); its button 1 is `exampleHello:greeting`. */
export const EXAMPLE_HELLO_MENU_ID = 1310000000221;

const configSchema = z.strictObject({
  /** shown on the example page */
  greeting: z.string().trim().min(1).max(100),
  /** a stand-in secret: sealed at rest and answered masked, to show how a plugin's secrets are kept */
  apiKey: z.string().min(8).max(128),
});

/**
 * A tiny real plugin, the fixture of the plugin tests: a tenant-scope config with a secret, one gated route and
 * one menu.
 */
export const exampleHelloPlugin = definePlugin({
  id: 'example-hello',
  version: '1.0.0',
  name: { 'zh-cn': '示例：问候', en: 'Example: greeting', 'zh-tw': '範例：問候' },
  description: {
    'zh-cn': '演示插件：在“问候”页面显示本租户设置的问候语',
    en: 'A demonstration plugin: the "Greeting" page shows the greeting the tenant set',
    'zh-tw': '示範外掛程式：在「問候」頁面顯示本租戶設定的問候語',
  },
  scope: 'tenant',
  configSchema,
  secretKeys: ['apiKey'],
  migrations: [],
  menuIds: [EXAMPLE_HELLO_MENU_ID],
  register: ({ route, host }) => {
    route({
      method: 'GET',
      url: '/api/exampleHello/greeting',
      access: { permission: 'exampleHello:greeting' },
      summary: 'The greeting the caller’s tenant configured for the example plugin',
      tags: ['exampleHello'],
      result: exampleHelloGreetingOutput,
      handler: async ({ request }) => {
        const config = await host.configOf<z.output<typeof configSchema>>(
          'example-hello',
          principalOf(request).tenantId,
        );
        return { greeting: config?.greeting ?? '', apiKeySet: !!config?.apiKey };
      },
    });
  },
  test: async (config, { target }) => `${config.greeting}, ${target?.trim() || 'world'}!`,
});

import { z } from 'zod';
import { texts as l } from '../../platform/i18n/define-messages.ts';
import { defineJobType, type JobType } from '../../platform/jobs/job-type.ts';
import type { PluginHost } from '../plugin.ts';
import type { SharedAccessToken } from './access-token.ts';
import { WECHAT_PLUGIN_ID, type WechatConfig } from './config.ts';

/**
 * `wechat.tokenRefresh`: renews, ahead of its end, the shared access token of every app of a tenant with the plugin
 * on, so a member's sign-in rarely waits for WeChat. Each app is renewed once however many tenants share it, and
 * under the same lock as a sign-in's renewal, so a run on two nodes still fetches once.
 */
export function tokenRefreshJob(deps: { host: PluginHost; tokens: SharedAccessToken }): JobType {
  return defineJobType({
    type: 'wechat.tokenRefresh',
    title: l('微信访问令牌刷新', 'WeChat access token refresh', '微信存取權杖刷新'),
    description: l(
      '为启用微信插件的商户，在访问令牌到期前 10 分钟内换取新令牌（所有实例共用一个令牌）',
      'Renews the access token of each tenant with the WeChat plugin on when it ends within 10 minutes (one token shared by every instance)',
      '為啟用微信外掛的商戶，在存取權杖到期前 10 分鐘內換取新權杖（所有實例共用一個權杖）',
    ),
    params: z.strictObject({}),
    concurrent: false,
    timeoutMs: 120_000,
    defaultTrigger: {
      triggerType: 'cron',
      triggerId: 'every5min',
      cron: '0 */5 * * * *',
      description: l('每 5 分钟', 'Every 5 minutes', '每 5 分鐘'),
    },
    async run(_params, { signal }) {
      const apps = new Map<string, WechatConfig>();
      for (const tenantId of await deps.host.tenantsWith(WECHAT_PLUGIN_ID)) {
        const config = await deps.host.configOf<WechatConfig>(WECHAT_PLUGIN_ID, tenantId);
        if (config) apps.set(config.appId, config);
      }
      let renewed = 0;
      const failed: string[] = [];
      for (const app of apps.values()) {
        signal.throwIfAborted();
        try {
          if (await deps.tokens.refreshIfDue(app)) renewed++;
        } catch {
          failed.push(app.appId);
        }
      }
      const summary = `${apps.size} WeChat apps, ${renewed} tokens renewed`;
      if (failed.length > 0)
        throw new Error(`${summary}; WeChat refused or could not be reached for ${failed.join(', ')}`);
      return summary;
    },
  });
}

import type { RetailModuleDeps } from '../index.ts';
import { settingsRoutes } from './routes.ts';

/** Routes over the shared RetailSettingsService. */
export function registerSettingsModule({ app, ctx, audit, retail }: RetailModuleDeps): void {
  settingsRoutes(app, retail.settings, audit, ctx.config.timeZone);
}

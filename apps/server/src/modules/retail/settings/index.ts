import type { ModuleDeps } from '../../module.ts';
import { settingsRoutes } from './routes.ts';

/** Routes over the shared RetailSettingsService. */
export function registerSettingsModule({ app, ctx, audit, retail }: ModuleDeps): void {
  settingsRoutes(app, retail, audit, ctx.config.timeZone);
}

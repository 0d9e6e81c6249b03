import type { FastifyInstance } from 'fastify';
import type { MaintenanceLock } from '../platform/backup/maintenance-lock.ts';
import type { MaintenanceMode } from '../platform/backup/maintenance-mode.ts';
import type { AppContext } from '../platform/context.ts';
import type { RouteEntry } from '../platform/http/route.ts';
import type { AuditLog } from '../platform/logging/audit-log.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { RetailCore } from './retail/core.ts';
import type { Approvals } from './system/approval/index.ts';
import type { ConfigService } from './system/config/service.ts';
import type { IdentityServices } from './system/identity.ts';
import type { PluginRuntime } from './system/plugin/host.ts';

/** What every module's `register` function receives. */
export interface ModuleDeps {
  app: FastifyInstance;
  ctx: AppContext;
  identity: IdentityServices;
  audit: AuditLog;
  configs: ConfigService;
  realtime: RealtimeHub;
  /** the approval runtime: a module starts approvals of its documents and handles their outcomes */
  approvals: Approvals;
  /** the retail ledgers and settings every retail module shares */
  retail: RetailCore;
  /** the built-in plugins and whether each is on for a tenant (`PluginHost`), shared by every instance */
  plugins: PluginRuntime;
  /** the restore lock, the 503 gate it drives, and the seeding a migrated-forward restore needs */
  maintenance: { lock: MaintenanceLock; mode: MaintenanceMode; seed: () => Promise<void> };
  /** every /api route with its declared access; it fills as modules register (read it when asked, not at once) */
  routes: readonly RouteEntry[];
}

export type ModuleRegistration = (deps: ModuleDeps) => void;

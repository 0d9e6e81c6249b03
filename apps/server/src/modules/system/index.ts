import { registerCacheModule } from './cache/index.ts';
import { registerConstModule } from './const/index.ts';
import { registerDictModule } from './dict/index.ts';
import { registerFileModule } from './file/index.ts';
import { registerLogModule } from './log/index.ts';
import { registerMenuModule } from './menu/index.ts';
import { registerNoticeModule } from './notice/index.ts';
import { registerOnlineUserModule } from './online-user/index.ts';
import type { ModuleRegistration } from './module.ts';
import { registerOrgModule } from './org/index.ts';
import { registerPosModule } from './pos/index.ts';
import { registerRegionModule } from './region/index.ts';
import { registerRoleModule } from './role/index.ts';
import { registerServerModule } from './server/index.ts';
import { registerTenantModule } from './tenant/index.ts';
import { registerUserModule } from './user/index.ts';

/** System-administration modules, registered in this order. Each module adds one line here. */
export const systemModules: ModuleRegistration[] = [
  registerTenantModule,
  registerMenuModule,
  registerDictModule,
  registerConstModule,
  registerRoleModule,
  registerOrgModule,
  registerPosModule,
  registerUserModule,
  registerFileModule,
  registerOnlineUserModule,
  registerNoticeModule,
  registerLogModule,
  registerCacheModule,
  registerServerModule,
  registerRegionModule,
];

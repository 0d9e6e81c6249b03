import type { ModuleDeps } from '../../module.ts';
import { UserAccountService } from './account-service.ts';
import { UserRepository } from './repository.ts';
import { userRoutes } from './routes.ts';
import { UserRules } from './rules.ts';
import { UserService, type UserServiceDeps } from './service.ts';
import { userWrites } from './writes.ts';

/** Users of a tenant: administration (sysUser:*), the own profile and the own password. */
export function registerUserModule({ app, ctx, identity, audit }: ModuleDeps): void {
  const repo = new UserRepository(ctx.db, ctx.config.db.type);
  const deps: UserServiceDeps = {
    repo,
    writes: userWrites(repo, audit, ctx.ids),
    rules: new UserRules(repo),
    identity,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const users = new UserService(deps);
  userRoutes(app, users, new UserAccountService(deps, users), ctx.config.timeZone);
}

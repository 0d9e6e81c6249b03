import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import type { UserRecord, UserRepository } from './repository.ts';
import { snapshot } from './view.ts';

export type UserWrites = AuditedWrites<'sysUser', UserRecord>;

/** The kit's audited writes of sys_user; the log keeps a user with its org, position, roles and extra orgs by name. */
export function userWrites(repo: UserRepository, audit: AuditLog, ids: IdGenerator): UserWrites {
  return new AuditedWrites(repo, {
    table: 'sys_user',
    audit,
    ids,
    snapshot: async (user, tenantId) => {
      const [row, roleNames, extOrgs] = await Promise.all([
        repo.findOwn(tenantId, user.id),
        repo.roleNamesOf(tenantId, user.id),
        repo.extOrgsOf(tenantId, user.id),
      ]);
      // the row is live whenever the log is taken (before a delete, after any other write)
      return snapshot(row ?? { ...user, orgName: null, posName: null }, roleNames, extOrgs);
    },
  });
}

import { Status } from '@retail/contracts';
import type { WorkflowAssignee } from '@retail/contracts/api/system/workflow-graph';
import type { Db } from '../../../platform/db/database.ts';

/** A user an approve or notify step is for. */
export interface Assignee {
  userId: number;
  name: string;
}

/** Whose organisation and manager `orgLeader` and `starterManager` follow. */
export interface StarterOf {
  tenantId: number;
  userId: number;
  orgId: number;
}

/**
 * Who a step's assignee names, now: enabled live users of the starter's tenant only.
 * - user: those of `ids`; role: every such user holding one of the enabled roles of `ids`;
 * - orgLeader: the director of the starter's organisation (sys_org.director_id);
 * - starterManager: the starter's manager (sys_user.manager_user_id).
 * In id order, without repeats; empty when nobody fits.
 */
export async function resolveAssignees(
  db: Db,
  starter: StarterOf,
  assignee: WorkflowAssignee,
): Promise<Assignee[]> {
  const { tenantId } = starter;
  let ids: number[] = [];
  if (assignee.kind === 'user') ids = assignee.ids;
  if (assignee.kind === 'role' && assignee.ids.length > 0) {
    const rows = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select('ur.userId')
      .where('r.tenantId', '=', tenantId)
      .where('r.isDelete', '=', 0)
      .where('r.status', '=', Status.Enable)
      .where('r.id', 'in', assignee.ids)
      .execute();
    ids = rows.map((r) => Number(r.userId));
  }
  if (assignee.kind === 'orgLeader') {
    const org = await db
      .selectFrom('sysOrg')
      .select('directorId')
      .where('tenantId', '=', tenantId)
      .where('id', '=', starter.orgId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    ids = org?.directorId ? [Number(org.directorId)] : [];
  }
  if (assignee.kind === 'starterManager') {
    const user = await db
      .selectFrom('sysUser')
      .select('managerUserId')
      .where('tenantId', '=', tenantId)
      .where('id', '=', starter.userId)
      .executeTakeFirst();
    ids = user?.managerUserId ? [Number(user.managerUserId)] : [];
  }
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('sysUser')
    .select(['id', 'realName'])
    .where('tenantId', '=', tenantId)
    .where('isDelete', '=', 0)
    .where('status', '=', Status.Enable)
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .execute();
  return users.map((u) => ({ userId: Number(u.id), name: u.realName }));
}

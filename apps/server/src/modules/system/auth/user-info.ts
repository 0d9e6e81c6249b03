import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PermissionService } from '../access/permissions.ts';
import type { UserInfoOutput } from './schemas.ts';

/** The signed-in user's profile with its button codes (spec §3 "User info"). */
export async function loadUserInfo(
  db: Db,
  permissions: PermissionService,
  p: Principal,
): Promise<UserInfoOutput> {
  const row = await db
    .selectFrom('sysUser as u')
    .leftJoin('sysOrg as o', 'o.id', 'u.orgId')
    .leftJoin('sysPos as s', 's.id', 'u.posId')
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'u.nickName',
      'u.phone',
      'u.idCardNum',
      'u.email',
      'u.avatar',
      'u.address',
      'u.signature',
      'u.introduction',
      'u.accountType',
      'u.tenantId',
      'u.orgId',
      'o.name as orgName',
      'o.type as orgType',
      's.name as posName',
    ])
    .where('u.id', '=', p.userId)
    .where('u.isDelete', '=', 0)
    .executeTakeFirst();
  if (!row) throw new AppError(401, 'http.unauthorized');
  const [roles, grants] = await Promise.all([
    db.selectFrom('sysUserRole').select('roleId').where('userId', '=', p.userId).execute(),
    permissions.grants(p),
  ]);
  return { ...row, buttons: grants.codes, roleIds: roles.map((r) => r.roleId) };
}

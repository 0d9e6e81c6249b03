import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cachedAnswer, type JsonAnswer } from '../../../platform/http/json-answer.ts';
import { ACCESS_GENERATION_KEY } from '../access/access-facts.ts';
import { userInfoCacheKey } from '../access/invalidation.ts';
import type { PermissionService } from '../access/permissions.ts';
import { type UserInfoOutput, userInfoOutput } from '@retail/contracts/api/system/auth';

const TTL_SECONDS = 3600;

/** The answer of GET /api/sysAuth/userInfo, cached per user until the access cache drops it. */
export function userInfoAnswer(
  deps: { db: Db; cache: Cache; permissions: PermissionService },
  p: Principal,
): Promise<JsonAnswer> {
  return cachedAnswer(
    deps.cache,
    userInfoCacheKey(p.userId),
    TTL_SECONDS,
    ACCESS_GENERATION_KEY,
    userInfoOutput,
    () => loadUserInfo(deps.db, deps.permissions, p),
  );
}

/** The signed-in user's profile with its button codes (spec §3 "User info"). */
export async function loadUserInfo(
  db: Db,
  permissions: PermissionService,
  p: Principal,
): Promise<UserInfoOutput> {
  const row = await db
    .selectFrom('sysUser as u')
    .leftJoin('sysOrg as o', (j) => j.onRef('o.id', '=', 'u.orgId').onRef('o.tenantId', '=', 'u.tenantId'))
    .leftJoin('sysPos as s', (j) => j.onRef('s.id', '=', 'u.posId').onRef('s.tenantId', '=', 'u.tenantId'))
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
    .where('u.tenantId', '=', p.tenantId)
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

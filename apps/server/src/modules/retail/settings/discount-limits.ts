import { isAdminAccount, Status } from '@retail/contracts';
import type { DiscountLimitInput, SettingsOutput } from '@retail/contracts/api/retail/settings';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { inTransaction, type Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';

/** Whole percent a user may discount a line and an order by; null = no limit. */
export interface DiscountLimit {
  maxLinePct: number | null;
  maxOrderPct: number | null;
}

export const NO_LIMIT: DiscountLimit = { maxLinePct: null, maxOrderPct: null };

/** The most generous of several limits: no limit wins, else the largest. */
export function mostGenerous(limits: DiscountLimit[]): DiscountLimit {
  if (limits.length === 0) return NO_LIMIT;
  const widest = (values: Array<number | null>) =>
    values.some((v) => v === null) ? null : Math.max(...(values as number[]));
  return {
    maxLinePct: widest(limits.map((l) => l.maxLinePct)),
    maxOrderPct: widest(limits.map((l) => l.maxOrderPct)),
  };
}

/**
 * Discount limits per role, part of the tenant's retail settings. A role without a row has no limit, so a
 * tenant that never set any keeps selling as before; the tenant administrator and the super admin have none.
 */
export class DiscountLimitService {
  constructor(
    private readonly db: Db,
    private readonly ids: IdGenerator,
  ) {}

  /** Every live role of the tenant with its limits, for the settings screen. */
  async list(tenantId: number): Promise<SettingsOutput['discountLimits']> {
    const rows = await this.db
      .selectFrom('sysRole as r')
      .leftJoin('retailDiscountLimit as l', (j) =>
        j.onRef('l.roleId', '=', 'r.id').on('l.tenantId', '=', tenantId),
      )
      .select(['r.id as roleId', 'r.name as roleName', 'l.maxLinePct', 'l.maxOrderPct'])
      .where('r.tenantId', '=', tenantId)
      .where('r.isDelete', '=', 0)
      .orderBy('r.orderNo')
      .orderBy('r.id')
      .execute();
    return rows.map((r) => ({
      roleId: r.roleId,
      roleName: r.roleName,
      maxLineDiscountPct: r.maxLinePct ?? null,
      maxOrderDiscountPct: r.maxOrderPct ?? null,
    }));
  }

  /** Sets the limits of the roles given (a role with neither limit loses its row); other roles keep theirs. */
  async set(caller: Principal, limits: DiscountLimitInput[], now = Date.now()): Promise<void> {
    if (limits.length === 0) return;
    const tenantId = caller.tenantId;
    const roleIds = [...new Set(limits.map((l) => l.roleId))];
    const known = await this.db
      .selectFrom('sysRole')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', 'in', roleIds)
      .execute();
    const knownIds = new Set(known.map((r) => r.id));
    const unknown = roleIds.find((id) => !knownIds.has(id));
    if (unknown !== undefined) throw new AppError(400, 'retailSetting.unknownRole', { roleId: unknown });
    const last = new Map(limits.map((l) => [l.roleId, l]));
    await inTransaction(this.db, async (trx) => {
      await trx
        .deleteFrom('retailDiscountLimit')
        .where('tenantId', '=', tenantId)
        .where('roleId', 'in', roleIds)
        .execute();
      const rows = [...last.values()]
        .filter((l) => l.maxLineDiscountPct !== null || l.maxOrderDiscountPct !== null)
        .map((l) => ({
          id: this.ids.next(),
          tenantId,
          roleId: l.roleId,
          maxLinePct: l.maxLineDiscountPct,
          maxOrderPct: l.maxOrderDiscountPct,
          updateTime: now,
          updateUserId: caller.userId,
          updateUserName: caller.realName,
        }));
      if (rows.length > 0) await trx.insertInto('retailDiscountLimit').values(rows).execute();
    });
  }

  /** A user's limit: the most generous of its enabled roles; administrators and users without roles have none. */
  async limitOf(user: Principal, trx: Trx | Db = this.db): Promise<DiscountLimit> {
    if (isAdminAccount(user)) return NO_LIMIT;
    const roles = await trx
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .leftJoin('retailDiscountLimit as l', (j) =>
        j.onRef('l.roleId', '=', 'r.id').on('l.tenantId', '=', user.tenantId),
      )
      .select(['l.id', 'l.maxLinePct', 'l.maxOrderPct'])
      .where('ur.userId', '=', user.userId)
      .where('r.tenantId', '=', user.tenantId)
      .where('r.status', '=', Status.Enable)
      .where('r.isDelete', '=', 0)
      .execute();
    return mostGenerous(
      roles.map((r) =>
        r.id === null ? NO_LIMIT : { maxLinePct: r.maxLinePct ?? null, maxOrderPct: r.maxOrderPct ?? null },
      ),
    );
  }
}

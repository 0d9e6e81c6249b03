import { AccountType, Status } from '@retail/contracts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { hashPassword } from '../../../platform/security/password.ts';
import type { IdentityServices } from '../identity.ts';
import { randomPassword } from '../../../platform/security/random-password.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { ExtOrgLink, UserRepository, UserRow } from './repository.ts';
import type { UserRules } from './rules.ts';
import type {
  ExtOrgInput,
  UserAddInput,
  UserDetail,
  UserPageInput,
  UserPageItem,
  UserUpdateInput,
} from '@retail/contracts/api/system/user';
import { toOutput } from './view.ts';
import type { UserWrites } from './writes.ts';

export interface UserServiceDeps {
  repo: UserRepository;
  writes: UserWrites;
  rules: UserRules;
  identity: IdentityServices;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** User administration within the caller's tenant and data scope: page, detail, add, update, delete. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  private extOrgRows(list: ExtOrgInput[]): ExtOrgLink[] {
    return list.map((e) => ({
      id: this.deps.ids.next(),
      orgId: e.orgId,
      posId: e.posId,
      jobNum: e.jobNum ?? null,
      posLevel: e.posLevel ?? null,
      joinDate: e.joinDate ?? null,
    }));
  }

  private roleRows(roleIds: number[]) {
    return roleIds.map((roleId) => ({ id: this.deps.ids.next(), roleId }));
  }

  /** A user the caller may see (else 404), and may act on (else 403 for administrator accounts). */
  async target(caller: Principal, id: number): Promise<UserRow> {
    const scope = await this.deps.identity.scopes.scopeOf(caller);
    const row = await this.deps.repo.findManaged(caller.tenantId, scope, id);
    if (!row) throw notFound();
    return row;
  }

  /** `maxPageSize` is raised only by the export, which takes every matching row at once. */
  async page(
    caller: Principal,
    input: UserPageInput,
    maxPageSize = this.deps.maxPageSize,
  ): Promise<PageResult<UserPageItem>> {
    const { scopes } = this.deps.identity;
    const scope = await scopes.scopeOf(caller);
    const orgIds = input.orgId
      ? [input.orgId, ...(await scopes.descendants(caller.tenantId, input.orgId))]
      : null;
    const page = await this.deps.repo.page(caller.tenantId, scope, input, orgIds, maxPageSize);
    const names = await this.deps.repo.roleNames(
      caller.tenantId,
      page.items.map((r) => r.id),
    );
    return {
      ...page,
      items: page.items.map((r) => ({
        ...toOutput(r, this.deps.timeZone),
        roleNames: (names.get(r.id) ?? []).join(','),
      })),
    };
  }

  async detail(caller: Principal, id: number): Promise<UserDetail> {
    const row = await this.target(caller, id);
    const [roleIds, extOrgs] = await Promise.all([
      this.deps.repo.roleIdsOf(caller.tenantId, id),
      this.deps.repo.extOrgsOf(caller.tenantId, id),
    ]);
    return { ...toOutput(row, this.deps.timeZone), roleIds, extOrgs };
  }

  /** Creates a normal user with a random password, returned once so the administrator can hand it over. */
  async add(actor: Actor, input: UserAddInput): Promise<{ id: number; password: string }> {
    const { repo, rules } = this.deps;
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    await rules.assertAccountFree(input.account);
    await rules.assertPhoneFree(input.phone);
    await rules.assertOrgs(actor.tenantId, scope, input.orgId ?? 0, input.extOrgIdList);
    await rules.assertPositions(actor.tenantId, input.posId, input.extOrgIdList);
    await rules.assertManager(actor.tenantId, null, input.managerUserId);
    const roleIds = await rules.assertRoles(actor, input.roleIdList ?? []);
    const password = randomPassword();
    const fields = {
      account: input.account,
      password: await hashPassword(password),
      realName: input.realName,
      nickName: input.nickName ?? null,
      sex: input.sex ?? 1,
      birthday: input.birthday ?? null,
      phone: input.phone ?? null,
      idCardNum: input.idCardNum ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      orderNo: input.orderNo ?? 100,
      status: Status.Enable,
      remark: input.remark ?? null,
      accountType: AccountType.NormalUser,
      orgId: input.orgId ?? 0,
      posId: input.posId ?? 0,
      jobNum: input.jobNum ?? null,
      managerUserId: input.managerUserId ?? null,
    };
    const id = await this.takingAccount(input.account, () =>
      this.deps.writes.add(actor, fields, async (trx, userId) => {
        await repo.replaceRoles(userId, this.roleRows(roleIds), trx);
        await repo.replaceExtOrgs(userId, this.extOrgRows(input.extOrgIdList ?? []), trx);
      }),
    );
    return { id, password };
  }

  /** Fields left out stay as they are; a role or extra-org list replaces the user's. */
  async update(actor: Actor, input: UserUpdateInput): Promise<void> {
    const { repo, rules } = this.deps;
    const current = await this.target(actor, input.id);
    await rules.assertCanManage(actor, current);
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    if (input.account !== undefined && input.account !== current.account) {
      await rules.assertAccountFree(input.account, current.id);
    }
    if (input.phone && input.phone !== current.phone) await rules.assertPhoneFree(input.phone, current.id);
    const kept = new Set((await repo.extOrgsOf(actor.tenantId, current.id)).map((e) => e.orgId));
    await rules.assertOrgs(
      actor.tenantId,
      scope,
      input.orgId !== undefined && input.orgId !== current.orgId ? input.orgId : undefined,
      input.extOrgIdList?.filter((e) => !kept.has(e.orgId)),
    );
    await rules.assertPositions(
      actor.tenantId,
      input.posId !== current.posId ? input.posId : undefined,
      input.extOrgIdList,
    );
    await rules.assertManager(actor.tenantId, current.id, input.managerUserId);
    const { id, roleIdList, extOrgIdList, ...fields } = input;
    const roleIds = roleIdList === undefined ? undefined : await rules.assertRoles(actor, roleIdList);
    await this.takingAccount(input.account ?? current.account, () =>
      this.deps.writes.update(actor, current, fields, async (trx) => {
        if (roleIds) await repo.replaceRoles(id, this.roleRows(roleIds), trx);
        if (extOrgIdList) await repo.replaceExtOrgs(id, this.extOrgRows(extOrgIdList), trx);
      }),
    );
    // profile, org and roles feed the cached principal, permissions and data scope
    await this.deps.identity.accessCache.userChanged(id);
  }

  /** A write that names an account another request took first (between the check and the write) answers 409. */
  private async takingAccount<T>(account: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate('account', account);
      throw error;
    }
  }

  /** Soft delete: frees the account name, drops role and ext-org links and ends the user's sessions. */
  async delete(actor: Actor, id: number): Promise<void> {
    if (id === actor.userId) throw new AppError(400, 'user.cannotDeleteSelf');
    const current = await this.target(actor, id);
    await this.deps.rules.assertCanManage(actor, current);
    if (current.accountType === AccountType.SysAdmin) throw new AppError(400, 'user.cannotDeleteAdmin');
    await this.deps.writes.delete(actor, current, async (trx) => {
      await this.deps.repo.replaceRoles(id, [], trx);
      await this.deps.repo.replaceExtOrgs(id, [], trx);
    });
    await this.deps.identity.sessions.revokeUser(id, 'userDeleted');
    await this.deps.identity.accessCache.userChanged(id);
  }
}

import { Status, isAdminAccount } from '@retail/contracts';
import { auditUpdate } from '../../../platform/context.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { hashPassword, verifyPassword } from '../../../platform/security/password.ts';
import { randomPassword } from '../../../platform/security/random-password.ts';
import type { ExtOrgRow } from './repository.ts';
import type { BaseInfoInput, UserOutput } from '@retail/contracts/api/system/user';
import { type UserService, type UserServiceDeps } from './service.ts';
import { toOutput } from './view.ts';

/** Account actions: status, roles, passwords, sign-in lock, and the caller's own profile. */
export class UserAccountService {
  constructor(
    private readonly deps: UserServiceDeps,
    private readonly users: UserService,
  ) {}

  /** Enable or disable; disabling ends every session of the user at once. */
  async setStatus(actor: Actor, id: number, status: 1 | 2): Promise<void> {
    if (id === actor.userId) throw new AppError(400, 'user.cannotChangeOwnStatus');
    const current = await this.users.target(actor, id);
    if (isAdminAccount(current)) {
      throw new AppError(400, 'user.cannotChangeAdminStatus');
    }
    await this.deps.rules.assertCanManage(actor, current);
    if (current.status === status) return;
    await this.deps.writes.setStatus(actor, current, status);
    if (status === Status.Disable) await this.deps.identity.sessions.revokeUser(id, 'userDisabled');
    await this.deps.identity.accessCache.userChanged(id);
  }

  /** Replaces the user's roles; its permissions change on its very next request. */
  async grantRole(actor: Actor, userId: number, roleIdList: number[]): Promise<void> {
    const { repo, rules } = this.deps;
    const target = await this.users.target(actor, userId);
    await rules.assertCanManage(actor, target);
    const roleIds = await rules.assertRoles(actor, roleIdList);
    const links = roleIds.map((roleId) => ({ id: this.deps.ids.next(), roleId }));
    await this.deps.writes.update(actor, target, {}, (trx) => repo.replaceRoles(userId, links, trx));
    await this.deps.identity.accessCache.userChanged(userId);
  }

  /** A new random password, returned once; the user's sessions end and its sign-in lock is lifted. */
  async resetPwd(actor: Actor, id: number): Promise<string> {
    if (id === actor.userId) throw new AppError(400, 'user.cannotResetOwnPassword');
    const target = await this.users.target(actor, id);
    await this.deps.rules.assertCanManage(actor, target);
    const password = randomPassword();
    // no difference log: a password never goes there
    await this.deps.repo.update(actor.tenantId, id, {
      password: await hashPassword(password),
      ...auditUpdate(actor),
    });
    await this.deps.identity.sessions.revokeUser(id, 'passwordReset');
    await this.deps.identity.credentials.unlock(target.account);
    return password;
  }

  async unlockLogin(caller: Principal, id: number): Promise<void> {
    const target = await this.users.target(caller, id);
    await this.deps.rules.assertCanManage(caller, target);
    await this.deps.identity.credentials.unlock(target.account);
  }

  /** The caller changes its own password; its other sessions end, the current one (`currentSessionId`) stays. */
  async changePwd(
    actor: Actor,
    passwordOld: string,
    passwordNew: string,
    currentSessionId: number | null,
  ): Promise<void> {
    const stored = await this.deps.repo.passwordOf(actor.tenantId, actor.userId);
    if (!stored) throw new AppError(401, 'http.unauthorized');
    // the current password is checked like a sign-in: wrong ones count towards the account's lock
    const checked = await this.deps.identity.credentials.check(actor.account, () =>
      verifyPassword(stored, passwordOld),
    );
    if (!checked.ok) throw new AppError(400, 'user.oldPasswordWrong', { left: checked.left });
    if (passwordOld === passwordNew) throw new AppError(400, 'user.samePassword');
    await this.deps.repo.update(actor.tenantId, actor.userId, {
      password: await hashPassword(passwordNew),
      ...auditUpdate(actor),
    });
    const { sessions } = this.deps.identity;
    const others = (await sessions.activeSessionIds({ userId: actor.userId })).filter(
      (sid) => sid !== currentSessionId,
    );
    await sessions.revoke(others, 'passwordChanged');
  }

  async baseInfo(caller: Principal): Promise<UserOutput> {
    const row = await this.deps.repo.findOwn(caller.tenantId, caller.userId);
    if (!row) throw new AppError(401, 'http.unauthorized');
    return toOutput(row, this.deps.timeZone);
  }

  /** Updates the caller's own profile: the row is always the caller's (from its token), never one named in the body. */
  async updateBaseInfo(actor: Actor, input: BaseInfoInput): Promise<void> {
    const current = await this.deps.repo.findOwn(actor.tenantId, actor.userId);
    if (!current) throw new AppError(401, 'http.unauthorized');
    if (input.phone && input.phone !== current.phone) {
      await this.deps.rules.assertPhoneFree(input.phone, current.id);
    }
    await this.deps.writes.update(actor, current, input);
    await this.deps.identity.accessCache.userChanged(actor.userId);
  }

  async ownRoleList(caller: Principal, userId: number): Promise<number[]> {
    await this.users.target(caller, userId);
    return this.deps.repo.roleIdsOf(caller.tenantId, userId);
  }

  async ownExtOrgList(caller: Principal, userId: number): Promise<ExtOrgRow[]> {
    await this.users.target(caller, userId);
    return this.deps.repo.extOrgsOf(caller.tenantId, userId);
  }
}

import { Status } from '@retail/contracts';
import type { Cache } from '../../../platform/cache/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../platform/security/password.ts';
import type { SignInRepository, SignInRow } from './repository.ts';

const MAX_FAILURES = 5;
const LOCK_SECONDS = 30 * 60;

export const failureKey = (account: string) => `login_fail:${account.trim().toLowerCase()}`;

const locked = () => new AppError(400, 'auth.locked', {}, 'auth.locked');

/** The outcome of one counted password check: right, or wrong with the tries left before the lock. */
export type CheckResult = { ok: true } | { ok: false; left: number };

/**
 * Checks passwords. Every check of an account's password counts towards its lock (sign-in, Swagger sign-in,
 * lock-screen unlock, change password): 5 failures lock the account name for 30 minutes. Unknown accounts and
 * wrong passwords get the same answer after the same work (an argon2 verification either way). Disabled
 * accounts and tenants are reported only once the password was right.
 */
export class CredentialService {
  constructor(
    private readonly repo: SignInRepository,
    private readonly cache: Cache,
  ) {}

  async verify(account: string, password: string): Promise<SignInRow> {
    const found: { user?: SignInRow } = {};
    const result = await this.check(account, async () => {
      found.user = await this.repo.byAccount(account.trim());
      return found.user ? verifyPassword(found.user.password, password) : verifyAgainstDummy(password);
    });
    if (!result.ok || !found.user) {
      const left = result.ok ? 0 : result.left;
      throw new AppError(400, 'auth.badCredentials', { left }, 'auth.badCredentials');
    }
    assertCanSignIn(found.user);
    return found.user;
  }

  /**
   * Runs one password check of `account` counted towards its lock. Refused at once while locked; the attempt is
   * counted before the (slow) check, so concurrent guesses cannot all pass the lock test and get more than
   * MAX_FAILURES tries; a right password clears the count again. The failure that reaches the limit answers
   * "locked".
   */
  async check(account: string, matches: () => Promise<boolean>): Promise<CheckResult> {
    const key = failureKey(account);
    const failures = (await this.cache.get<number>(key)) ?? 0;
    if (failures >= MAX_FAILURES) throw locked();
    const count = await this.cache.incr(key, LOCK_SECONDS);
    if (count > MAX_FAILURES) throw locked();
    if (await matches()) {
      await this.cache.del(key);
      return { ok: true };
    }
    if (count >= MAX_FAILURES) throw locked();
    return { ok: false, left: MAX_FAILURES - count };
  }

  /** An administrator clears the lock of an account. */
  async unlock(account: string): Promise<void> {
    await this.cache.del(failureKey(account));
  }
}

export function assertCanSignIn(user: SignInRow): void {
  if (user.status !== Status.Enable)
    throw new AppError(400, 'auth.accountDisabled', {}, 'auth.accountDisabled');
  if (user.tenantStatus !== null && user.tenantStatus !== Status.Enable) {
    throw new AppError(400, 'auth.tenantDisabled', {}, 'auth.tenantDisabled');
  }
}

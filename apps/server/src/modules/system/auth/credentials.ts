import './messages.ts';
import { Status } from '@retail/contracts';
import type { Cache } from '../../../platform/cache/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../platform/security/password.ts';
import type { SignInRepository, SignInRow } from './repository.ts';

const MAX_FAILURES = 5;
const LOCK_SECONDS = 30 * 60;

export const failureKey = (account: string) => `login_fail:${account.trim().toLowerCase()}`;

/**
 * Checks an account and password. Unknown accounts and wrong passwords get the same answer after the same
 * work (an argon2 verification either way) and both count towards the lock: 5 failures lock the account
 * name for 30 minutes. Disabled accounts and tenants are reported only once the password was right.
 */
export class CredentialService {
  constructor(
    private readonly repo: SignInRepository,
    private readonly cache: Cache,
  ) {}

  async verify(account: string, password: string): Promise<SignInRow> {
    const key = failureKey(account);
    const failures = (await this.cache.get<number>(key)) ?? 0;
    if (failures >= MAX_FAILURES) throw new AppError(400, 'auth.locked', {}, 'auth.locked');
    // the attempt is counted before the (slow) password check, so concurrent guesses cannot all pass the
    // check above and get more than MAX_FAILURES tries; a right password clears the count again
    const count = await this.cache.incr(key, LOCK_SECONDS);
    if (count > MAX_FAILURES) throw new AppError(400, 'auth.locked', {}, 'auth.locked');
    const user = await this.repo.byAccount(account.trim());
    const matches = user ? await verifyPassword(user.password, password) : await verifyAgainstDummy(password);
    if (!user || !matches) {
      if (count >= MAX_FAILURES) throw new AppError(400, 'auth.locked', {}, 'auth.locked');
      throw new AppError(400, 'auth.badCredentials', { left: MAX_FAILURES - count }, 'auth.badCredentials');
    }
    await this.cache.del(key);
    assertCanSignIn(user);
    return user;
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

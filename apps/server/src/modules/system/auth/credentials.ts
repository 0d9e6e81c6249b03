import type { Principal } from '../../../platform/http/access.ts';
import { verifyAgainstDummy, verifyPassword } from '../../../platform/security/password.ts';
import type { UserRepository } from '../user/repository.ts';

const ENABLED = 1;

/**
 * Checks an account and password. Unknown accounts, wrong passwords and disabled accounts or tenants
 * all answer null after the same amount of work, so the answer reveals nothing about which it was.
 */
export class CredentialService {
  constructor(private readonly users: UserRepository) {}

  async verify(account: string, password: string): Promise<Principal | null> {
    const user = await this.users.findForSignIn(account.trim());
    if (!user) return verifyAgainstDummy(password).then(() => null);
    const matches = await verifyPassword(user.password, password);
    if (
      !matches ||
      user.status !== ENABLED ||
      (user.tenantStatus !== null && user.tenantStatus !== ENABLED)
    ) {
      return null;
    }
    return {
      userId: user.id,
      tenantId: user.tenantId,
      account: user.account,
      realName: user.realName,
      accountType: user.accountType,
      orgId: user.orgId,
    };
  }
}

import type { Authenticator, Principal } from '../../src/platform/http/access.ts';

const held = new WeakMap<Principal, Set<string>>();

/**
 * Stands in for the identity module in foundation tests: the `x-test-user` header names the caller and
 * `x-test-permissions` (comma-separated) lists the codes it holds. Never used by the product.
 */
export const headerAuthenticator: Authenticator = {
  authenticate: async (request) => {
    const account = request.headers['x-test-user'];
    if (typeof account !== 'string') return null;
    const principal: Principal = {
      userId: 42,
      tenantId: 1300000000001,
      account,
      realName: `Tester ${account}`,
      accountType: 777,
      orgId: 0,
    };
    const codes = String(request.headers['x-test-permissions'] ?? '');
    held.set(principal, new Set(codes.split(',').filter(Boolean)));
    return principal;
  },
  hasPermission: async (principal, code) => held.get(principal)?.has(code) ?? false,
};

export function asUser(...permissions: string[]): Record<string, string> {
  return { 'x-test-user': 'tester', 'x-test-permissions': permissions.join(',') };
}

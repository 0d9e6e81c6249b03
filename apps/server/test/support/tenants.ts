import type { FastifyInstance } from 'fastify';
import { type SignedIn, signIn } from './auth.ts';
import { call, TEST_ADMIN_PASSWORD } from './test-app.ts';

/** A new tenant created by the super admin, and its admin signed in (for cross-tenant checks). */
export async function signInNewTenantAdmin(
  app: FastifyInstance,
  name: string,
  adminAccount: string,
): Promise<{ tenantId: number; admin: SignedIn }> {
  const root = await signIn(app, 'superadmin', TEST_ADMIN_PASSWORD);
  const created = await call(app, 'POST', '/api/sysTenant/add', {
    body: { name, adminAccount },
    headers: root.headers,
  });
  if (created.json.code !== 200) throw new Error(`adding tenant ${name} failed: ${created.json.message}`);
  const tenant = created.json.result as { id: number; password: string };
  return { tenantId: tenant.id, admin: await signIn(app, adminAccount, tenant.password) };
}

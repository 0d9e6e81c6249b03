import type { FastifyInstance } from 'fastify';
import { type Api, signInAs } from './client.ts';

/** A new tenant created by the super admin, and its admin signed in (for cross-tenant checks). */
export async function signInNewTenantAdmin(
  t: { app: FastifyInstance },
  name: string,
  adminAccount: string,
): Promise<{ tenantId: number; admin: Api }> {
  const root = await signInAs(t, 'superadmin');
  const tenant = await root.ok.post<{ id: number; password: string }>('/api/sysTenant/add', {
    name,
    adminAccount,
  });
  return { tenantId: tenant.id, admin: await signInAs(t, adminAccount, { password: tenant.password }) };
}

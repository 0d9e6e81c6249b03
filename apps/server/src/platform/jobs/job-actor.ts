import type { Actor } from '../module-kit/actor.ts';

/**
 * Who a scheduled job acts as when it writes through a module's service in a tenant: no user (id 0), the job's
 * name where a user's name would show (a notice's publisher, the audit columns), and its run as the trace id the
 * difference log keeps.
 */
export function jobActor(tenantId: number, name: string, runId: number): Actor {
  return {
    userId: 0,
    tenantId,
    account: 'system',
    realName: name,
    accountType: 0,
    orgId: 0,
    traceId: `job-run:${runId}`,
  };
}

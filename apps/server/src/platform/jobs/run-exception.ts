import type { AuditLog } from '../logging/audit-log.ts';
import { cutResult, type RunRow } from './run-store.ts';

/**
 * Writes a run that ended badly (failed, timed out, lost with its node) to the exception log, where administrators
 * look for errors: `requestUrl` `job:{jobId}`, trace id `job-run:{runId}`.
 */
export function logRunException(
  audit: AuditLog,
  run: RunRow,
  properties: string,
  error: { message: string; stack?: string | undefined },
): void {
  audit.exception({
    tenantId: null,
    userId: run.operatorId,
    account: null,
    realName: run.operatorName,
    remoteIp: null,
    browser: null,
    os: null,
    elapsed: Date.now() - (run.startTime ?? run.createTime),
    status: 'error',
    message: cutResult(`${run.jobId}: ${error.message}`).slice(0, 512),
    httpMethod: null,
    requestUrl: `job:${run.jobId}`.slice(0, 256),
    requestParam: run.params ?? properties,
    exception: (error.stack ?? error.message).slice(0, 16000),
    traceId: `job-run:${run.id}`,
  });
}

import { z } from 'zod';
import { texts as l } from '../../../platform/i18n/define-messages.ts';
import { defineJobType, type JobType } from '../../../platform/jobs/job-type.ts';
import type { SessionService } from './sessions.ts';

const DAY_MS = 86_400_000;

const params = z.strictObject({
  /** how long an ended session is kept (for the sign-in history) before it is deleted */
  days: z.number().int().min(1).max(3650).default(7),
});

/** `sys.sessionPurge`: deletes sign-in sessions that expired or were revoked more than `days` days ago. */
export function sessionPurgeJob(sessions: SessionService): JobType {
  return defineJobType({
    type: 'sys.sessionPurge',
    title: l('会话清理', 'Session purge', '會話清理'),
    description: l(
      '删除过期或被注销超过指定天数（默认 7 天）的登录会话；仍有效的会话不受影响',
      'Deletes sign-in sessions that expired or were revoked more than the given days ago (default 7); sessions that still work are never touched',
      '刪除過期或被註銷超過指定天數（預設 7 天）的登入會話；仍有效的會話不受影響',
    ),
    params,
    concurrent: false,
    timeoutMs: 600_000,
    defaultTrigger: {
      triggerType: 'cron',
      triggerId: 'hourly',
      cron: '0 0 * * * *',
      description: l('每小时整点', 'Every hour on the hour', '每小時整點'),
    },
    async run({ days }, { signal, fireTime }) {
      const deleted = await sessions.purgeEndedBefore(fireTime - days * DAY_MS, signal);
      return `deleted ${deleted} sessions that expired or were revoked more than ${days} days ago`;
    },
  });
}

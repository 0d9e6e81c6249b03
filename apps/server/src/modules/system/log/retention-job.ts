import { z } from 'zod';
import { deleteInBatches } from '../../../platform/db/batch-delete.ts';
import { texts as l } from '../../../platform/i18n/define-messages.ts';
import { defineJobType, type JobType } from '../../../platform/jobs/job-type.ts';
import type { ModuleDeps } from '../../module.ts';
import type { LogTable } from './kinds.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

const days = z.number().int().min(1).max(36_500).optional();

/** Each log's days come from its config row unless the job's parameters say otherwise. */
const params = z.strictObject({
  visitDays: days,
  operationDays: days,
  exceptionDays: days,
  differenceDays: days,
});
type Params = z.output<typeof params>;

const RETAINED: ReadonlyArray<{ table: LogTable; param: keyof Params; config: string; word: string }> = [
  { table: 'sysLogVis', param: 'visitDays', config: 'sys_log_retention_vis', word: 'visit' },
  { table: 'sysLogOp', param: 'operationDays', config: 'sys_log_retention_op', word: 'operation' },
  { table: 'sysLogEx', param: 'exceptionDays', config: 'sys_log_retention_ex', word: 'exception' },
  { table: 'sysLogDiff', param: 'differenceDays', config: 'sys_log_retention_diff', word: 'difference' },
];

/**
 * `sys.logRetention`: deletes the visit, operation, exception and difference log rows older than each log's
 * days (counted back from the fire time), in batches; a row exactly that old stays.
 */
export function logRetentionJob({ ctx, configs }: Pick<ModuleDeps, 'ctx' | 'configs'>): JobType {
  return defineJobType({
    type: 'sys.logRetention',
    title: l('日志清理', 'Log retention', '日誌清理'),
    description: l(
      '删除超过保留天数的访问、操作、异常和差异日志（天数见系统配置 sys_log_retention_*，参数可覆盖）',
      'Deletes visit, operation, exception and difference log rows older than their retention days (system configs sys_log_retention_*, overridden by the parameters)',
      '刪除超過保留天數的訪問、操作、異常和差異日誌（天數見系統設定 sys_log_retention_*，參數可覆蓋）',
    ),
    params,
    concurrent: false,
    timeoutMs: 3_600_000,
    defaultTrigger: {
      triggerType: 'cron',
      triggerId: 'daily-0300',
      cron: '0 0 3 * * *',
      description: l('每天 03:00', 'Every day at 03:00', '每天 03:00'),
    },
    async run(input, { signal, fireTime }) {
      const done: string[] = [];
      for (const log of RETAINED) {
        const keep = input[log.param] ?? (await configs.int(log.config, DEFAULT_DAYS));
        const cutoff = fireTime - keep * DAY_MS;
        const deleted = await deleteInBatches(ctx.db, {
          table: log.table,
          where: (eb) => eb('createTime', '<', cutoff),
          why: 'log retention removes old rows of every tenant',
          signal,
        });
        done.push(`${deleted} ${log.word} (older than ${keep} days)`);
      }
      return `deleted log rows: ${done.join(', ')}`;
    },
  });
}

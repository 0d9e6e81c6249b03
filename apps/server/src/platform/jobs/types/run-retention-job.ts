import { z } from 'zod';
import { defineJobType, type JobType } from '../job-type.ts';
import type { RunStore } from '../run-store.ts';

/** The config row holding how many days of run history are kept (seeded with 30). */
export const RUN_KEEP_DAYS_CONFIG = 'sys_job_run_keep_days';
export const RUN_KEEP_DAYS_DEFAULT = 30;

const DAY = 86_400_000;

/** Deletes ended runs that fired more than the configured number of days ago; running runs stay. */
export function runRetentionJobType(store: RunStore, keepDays: () => Promise<number>): JobType {
  return defineJobType({
    type: 'sys.jobRunRetention',
    title: { 'zh-cn': '清理作业运行记录', en: 'Job run retention', 'zh-tw': '清理作業執行記錄' },
    description: {
      'zh-cn': `删除早于保留天数（参数配置 ${RUN_KEEP_DAYS_CONFIG}，默认 30 天）的作业运行记录`,
      en: `Deletes job runs older than the days kept (config ${RUN_KEEP_DAYS_CONFIG}, 30 by default)`,
      'zh-tw': `刪除早於保留天數（參數配置 ${RUN_KEEP_DAYS_CONFIG}，預設 30 天）的作業執行記錄`,
    },
    params: z.strictObject({}),
    concurrent: false,
    timeoutMs: 600_000,
    defaultTrigger: {
      triggerId: 'daily',
      triggerType: 'cron',
      cron: '0 10 3 * * *',
      description: { 'zh-cn': '每天 03:10', en: 'Every day at 03:10', 'zh-tw': '每天 03:10' },
    },
    async run(_params, { fireTime }) {
      const days = Math.max(1, await keepDays());
      const deleted = await store.deleteRunsBefore(fireTime - days * DAY);
      return `deleted ${deleted} runs older than ${days} days`;
    },
  });
}

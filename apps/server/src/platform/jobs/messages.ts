import { defineMessages } from '../i18n/define-messages.ts';

/** The scheduler's texts: refusals of the job API, schedules in words, and what runs record. */
export const jobMessages = defineMessages({
  'job.cronInvalid': {
    'zh-cn': 'cron：不是有效的 cron 表达式（{detail}）',
    en: 'cron: not a valid cron expression ({detail})',
    'zh-tw': 'cron：不是有效的 cron 運算式（{detail}）',
  },
  'job.cronFields': {
    'zh-cn': 'cron：应为 6 段（秒 分 时 日 月 周）或 5 段（分 时 日 月 周）',
    en: 'cron: give 6 fields (second minute hour day month weekday) or 5 (without seconds)',
    'zh-tw': 'cron：應為 6 段（秒 分 時 日 月 週）或 5 段（分 時 日 月 週）',
  },
  'job.fieldRequired': {
    'zh-cn': '{field}：{triggerType} 触发器必须填写',
    en: '{field}: required for a {triggerType} trigger',
    'zh-tw': '{field}：{triggerType} 觸發器必須填寫',
  },
  'job.endBeforeStart': {
    'zh-cn': 'endTime：结束时间不能早于开始时间',
    en: 'endTime: the end time cannot be before the start time',
    'zh-tw': 'endTime：結束時間不能早於開始時間',
  },
  'job.neverFires': {
    'zh-cn': '{field}：该计划在开始和结束时间之间没有任何触发时间',
    en: '{field}: this schedule has no fire time between its start and end',
    'zh-tw': '{field}：該計畫在開始和結束時間之間沒有任何觸發時間',
  },
  'job.unknownType': {
    'zh-cn': 'jobType：没有名为“{jobType}”的作业类型',
    en: "jobType: there is no job type '{jobType}'",
    'zh-tw': 'jobType：沒有名為「{jobType}」的作業類型',
  },
  'job.badProperties': {
    'zh-cn': '{detail}',
    en: '{detail}',
    'zh-tw': '{detail}',
  },
  'job.idChanged': {
    'zh-cn': 'jobId：禁止修改作业编号',
    en: 'jobId: the job id cannot be changed',
    'zh-tw': 'jobId：禁止修改作業編號',
  },
  'job.triggerIdChanged': {
    'zh-cn': 'triggerId：禁止修改触发器编号',
    en: 'triggerId: the trigger id cannot be changed',
    'zh-tw': 'triggerId：禁止修改觸發器編號',
  },
  'job.runNotFound': {
    'zh-cn': '运行记录不存在或已结束',
    en: 'The run does not exist or has already ended',
    'zh-tw': '執行記錄不存在或已結束',
  },
  'job.typeGone': {
    'zh-cn': '作业类型“{jobType}”已不存在，无法执行',
    en: "The job type '{jobType}' is no longer registered, so the job cannot run",
    'zh-tw': '作業類型「{jobType}」已不存在，無法執行',
  },
  'job.timedOut': {
    'zh-cn': '超时：运行超过 {ms} 毫秒，已中止',
    en: 'Timed out: the run took longer than {ms} ms and was aborted',
    'zh-tw': '逾時：執行超過 {ms} 毫秒，已中止',
  },
  'job.cancelled': {
    'zh-cn': '已取消',
    en: 'Cancelled',
    'zh-tw': '已取消',
  },
  'job.shutdown': {
    'zh-cn': '节点停止，运行已中止',
    en: 'The node stopped; the run was aborted',
    'zh-tw': '節點停止，執行已中止',
  },
  'job.lost': {
    'zh-cn': '运行节点失联（租约过期），运行丢失',
    en: 'The node running it went silent (its lease ran out); the run was lost',
    'zh-tw': '執行節點失聯（租約過期），執行遺失',
  },
  'job.skipped': {
    'zh-cn': '上一次运行尚未结束，本次跳过（作业不允许并发）',
    en: 'Skipped: the previous run had not ended and the job does not allow overlapping runs',
    'zh-tw': '上一次執行尚未結束，本次略過（作業不允許並行）',
  },
  'job.everySeconds': { 'zh-cn': '每 {n} 秒', en: 'Every {n} seconds', 'zh-tw': '每 {n} 秒' },
  'job.everyMinutes': { 'zh-cn': '每 {n} 分钟', en: 'Every {n} minutes', 'zh-tw': '每 {n} 分鐘' },
  'job.everyHours': { 'zh-cn': '每 {n} 小时', en: 'Every {n} hours', 'zh-tw': '每 {n} 小時' },
  'job.everyDays': { 'zh-cn': '每 {n} 天', en: 'Every {n} days', 'zh-tw': '每 {n} 天' },
  'job.everyMillis': { 'zh-cn': '每 {n} 毫秒', en: 'Every {n} ms', 'zh-tw': '每 {n} 毫秒' },
  'job.onceAt': { 'zh-cn': '在 {time} 执行一次', en: 'Once at {time}', 'zh-tw': '在 {time} 執行一次' },
  'job.from': { 'zh-cn': '，自 {time} 起', en: ', from {time}', 'zh-tw': '，自 {time} 起' },
  'job.until': { 'zh-cn': '，至 {time} 止', en: ', until {time}', 'zh-tw': '，至 {time} 止' },
  'job.maxRuns': { 'zh-cn': '，最多 {n} 次', en: ', at most {n} times', 'zh-tw': '，最多 {n} 次' },
});

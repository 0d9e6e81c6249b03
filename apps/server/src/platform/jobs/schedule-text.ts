import cronstrue from 'cronstrue/i18n.js';
import { formatTime } from '../db/time.ts';
import type { Language } from '../i18n/language.ts';
import { translate } from '../i18n/messages.ts';
import type { Schedule } from './fire-times.ts';

const CRONSTRUE_LOCALES: Record<Language, string> = { 'zh-cn': 'zh_CN', en: 'en', 'zh-tw': 'zh_TW' };

const SECOND = 1000;
const UNITS = [
  [86_400_000, 'job.everyDays'],
  [3_600_000, 'job.everyHours'],
  [60_000, 'job.everyMinutes'],
  [SECOND, 'job.everySeconds'],
] as const;

function intervalText(ms: number, lang: Language): string {
  for (const [size, key] of UNITS) {
    if (ms % size === 0) return translate(lang, key, { n: ms / size });
  }
  return translate(lang, 'job.everyMillis', { n: ms });
}

function cronText(cron: string, lang: Language): string {
  try {
    return cronstrue.toString(cron, { locale: CRONSTRUE_LOCALES[lang], use24HourTimeFormat: true });
  } catch {
    // an expression croner accepts but cronstrue cannot word: shown as written
    return cron;
  }
}

/** A schedule in words in the language, with its start and end and the most runs it may make. */
export function scheduleText(
  schedule: Schedule & { maxNumberOfRuns?: number },
  lang: Language,
  timeZone: string,
): string {
  const time = (ms: number) => formatTime(ms, timeZone);
  let text =
    schedule.triggerType === 'cron'
      ? cronText(schedule.cron ?? '', lang)
      : schedule.triggerType === 'interval'
        ? intervalText(schedule.intervalMs ?? 0, lang)
        : translate(lang, 'job.onceAt', { time: schedule.runAt === null ? '-' : time(schedule.runAt) });
  if (schedule.startTime !== null) text += translate(lang, 'job.from', { time: time(schedule.startTime) });
  if (schedule.endTime !== null) text += translate(lang, 'job.until', { time: time(schedule.endTime) });
  if (schedule.maxNumberOfRuns) text += translate(lang, 'job.maxRuns', { n: schedule.maxNumberOfRuns });
  return text;
}

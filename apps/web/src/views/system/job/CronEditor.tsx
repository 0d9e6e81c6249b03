import { Flex, Input } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Cron, type Locale } from 'react-js-cron';
import 'react-js-cron/styles.css';
import { joinCron, splitCron } from './schedule.ts';

const PERIODS = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;

function usePickerLocale(): Locale {
  const { t } = useTranslation();
  return useMemo(() => {
    const { weekDays, months, ...words } = t('system.job.cronEditor', { returnObjects: true });
    return { ...words, weekDays: weekDays.split(','), months: months.split(',') };
  }, [t]);
}

/**
 * A cron expression with seconds: the text itself, the seconds field, and react-js-cron's picker for the other
 * five fields. The picker reports its own reading of every value it is given (`1-5/2` becomes `1,3,5`); only a
 * change the user makes in it is taken, so a typed expression is never rewritten.
 */
export function CronEditor({ value, onChange }: { value?: string; onChange?(value: string): void }) {
  const { t } = useTranslation();
  const locale = usePickerLocale();
  const parts = splitCron(value);
  const touched = useRef(false);
  const emitted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (value !== emitted.current) touched.current = false;
  }, [value]);

  const emit = (next: string) => {
    emitted.current = next;
    onChange?.(next);
  };

  return (
    <div className="job-cron">
      <Input
        value={value}
        placeholder="0 0 3 * * *"
        spellCheck={false}
        className="job-cron-text"
        aria-label={t('system.job.trigger.cron')}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Flex
        className="job-cron-picker"
        align="baseline"
        gap={8}
        wrap
        onPointerDownCapture={() => (touched.current = true)}
        onKeyDownCapture={() => (touched.current = true)}
      >
        <span>{t('system.job.trigger.seconds')}</span>
        <Input
          value={parts?.seconds ?? ''}
          placeholder="0"
          disabled={!parts}
          title={t('system.job.trigger.secondsHint')}
          aria-label={t('system.job.trigger.seconds')}
          style={{ width: 90 }}
          onChange={(e) => parts && emit(joinCron({ seconds: e.target.value, rest: parts.rest }))}
        />
        {parts ? (
          <Cron
            value={parts.rest}
            setValue={(rest: string) => {
              if (touched.current) emit(joinCron({ seconds: parts.seconds ?? '0', rest }));
            }}
            locale={locale}
            allowedPeriods={[...PERIODS]}
            shortcuts={false}
            clearButton={false}
            clockFormat="24-hour-clock"
          />
        ) : null}
      </Flex>
    </div>
  );
}

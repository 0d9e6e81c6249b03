import type { JobTriggerPreviewOutput } from '@retail/contracts/api/system/job';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobApi, jobKeys } from '../../../api/system/job.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import type { ScheduleBody } from './schedule.ts';
import { useDebounced } from './useDebounced.ts';

const COUNT = 5;

/** Whether the schedule has what its type needs before the server is asked. */
function complete(body: ScheduleBody): boolean {
  if (body.triggerType === 'cron') return !!body.cron;
  if (body.triggerType === 'interval') return !!body.intervalMs;
  return !!body.runAt;
}

/**
 * The server's reading of a schedule while it is edited (a pause in typing asks once): the words and the next
 * fire times, or the refusal, which the dialog shows on the schedule's field.
 */
export function useTriggerPreview(body: ScheduleBody) {
  const settled = useDebounced(body, 400);
  const query = useQuery({
    queryKey: jobKeys.call('previewTrigger', settled),
    queryFn: ({ signal }) => jobApi.preview({ ...settled, count: COUNT }, signal),
    enabled: complete(settled),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    preview: complete(settled) && !query.isError ? query.data : undefined,
    error: complete(settled) && query.error ? errorText(query.error) : null,
    loading: query.isFetching,
  };
}

export function TriggerPreview({
  preview,
  loading,
}: {
  preview: JobTriggerPreviewOutput | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('system.job.preview.title')}
      loading={loading && !preview}
      data-testid="trigger-preview"
    >
      {preview ? (
        <>
          <Typography.Paragraph strong data-testid="trigger-preview-text">
            {preview.scheduleText}
          </Typography.Paragraph>
          {preview.fireTimes.length > 0 ? (
            <>
              <Typography.Text type="secondary">
                {t('system.job.preview.nextTimes', { n: preview.fireTimes.length })}
              </Typography.Text>
              <ol className="job-fire-times" data-testid="trigger-preview-times">
                {preview.fireTimes.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </ol>
            </>
          ) : (
            <Typography.Text type="secondary">{t('system.job.preview.none')}</Typography.Text>
          )}
        </>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={loading ? t('system.job.preview.loading') : null}
        />
      )}
    </Card>
  );
}

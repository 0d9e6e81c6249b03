import type { JobRunOutput, JobRunPageBody } from '@retail/contracts/api/system/job';
import { Drawer, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { jobApi, jobKeys } from '../../../api/system/job.ts';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { i18n } from '../../../i18n/index.ts';
import { RangeFilter } from '../admin-kit/RangeFilter.tsx';
import { splitRange, type WithRange } from '../admin-kit/timeRange.ts';
import { CodeTag, codesOf, useCodeText } from './codes.tsx';
import { elapsedText } from './elapsed.ts';

/** What the history drawer shows: one job's runs, or every job's (`jobId` absent). */
export interface HistoryTarget {
  jobId?: string;
}

type RunFilters = PageFilters<JobRunPageBody> & WithRange;

/** The columns of run records (the history and the dashboard's failures). */
export function runColumns(withJob: boolean): ColumnsType<JobRunOutput> {
  const t = i18n.t;
  return [
    ...(withJob ? [{ title: t('system.job.jobId'), dataIndex: 'jobId', key: 'jobId' }] : []),
    { title: t('system.job.runs.trigger'), dataIndex: 'triggerId' },
    {
      title: t('system.job.runs.kind'),
      dataIndex: 'runKind',
      render: (kind: number) => <CodeTag kind="runKind" value={kind} />,
    },
    { title: t('system.job.runs.operator'), dataIndex: 'operatorName' },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (status: number) => <CodeTag kind="runStatus" value={status} />,
    },
    timeColumn(t('system.job.runs.fireTime'), 'fireTime'),
    timeColumn(t('system.job.runs.startTime'), 'startTime'),
    { title: t('system.job.runs.elapsed'), dataIndex: 'elapsedMs', align: 'right', render: elapsedText },
    { title: t('system.job.runs.node'), dataIndex: 'nodeId' },
    {
      title: t('system.job.runs.result'),
      dataIndex: 'result',
      render: (result: string | null) => (
        <Typography.Text ellipsis style={{ maxWidth: 260 }}>
          {result}
        </Typography.Text>
      ),
    },
  ];
}

/** The run records, newest first, filtered by trigger, status, kind and fire time; a row opens its full result. */
export function RunHistory({ target, onClose }: { target: HistoryTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const jobId = target?.jobId;
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={1100}
      title={jobId ? t('system.job.runs.titleOf', { jobId }) : t('system.job.runs.title')}
      destroyOnHidden
    >
      {target ? (
        <ListPage<JobRunOutput, RunFilters>
          queryKey={jobKeys.call('pageJobTriggerRecord', jobId ?? null)}
          fetchPage={(input, signal) =>
            jobApi.runs({ ...splitRange(input, { withTime: true }), ...(jobId ? { jobId } : {}) }, signal)
          }
          columns={runColumns(!jobId)}
          filters={
            <>
              <TextFilters
                fields={[
                  ...(jobId ? [] : [['jobId', t('system.job.jobId')] as const]),
                  ['triggerId', t('system.job.runs.trigger')],
                ]}
              />
              <ChoiceFilter
                name="status"
                label={t('ui.status')}
                values={codesOf('runStatus')}
                text={(v) => text('runStatus', v)}
              />
              <ChoiceFilter
                name="runKind"
                label={t('system.job.runs.kind')}
                values={codesOf('runKind')}
                text={(v) => text('runKind', v)}
              />
              <RangeFilter label={t('system.job.runs.fireTime')} showTime />
            </>
          }
          tableProps={{
            size: 'small',
            expandable: {
              rowExpandable: (run) => !!run.result,
              expandedRowRender: (run) => <pre className="job-run-result">{run.result}</pre>,
            },
          }}
        />
      ) : null}
    </Drawer>
  );
}

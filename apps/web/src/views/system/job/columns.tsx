import type { JobDetailOutput, JobDetailPageItem } from '@retail/contracts/api/system/job';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { jobApi } from '../../../api/system/job.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { i18n } from '../../../i18n/index.ts';
import { CodeTag, JOB_ACTIVE, RUN_RUNNING } from './codes.tsx';
import { elapsedText } from './elapsed.ts';

export interface JobRowHandlers {
  onEdit(job: JobDetailOutput): void;
  onAddTrigger(jobId: string): void;
  onHistory(jobId: string): void;
  /** After a change (reload the list). */
  onChanged(): void;
}

const EDIT = 'sysJob:updateJobDetail';
const RUN = 'sysJob:runJob';

/** The soonest next fire time of a job's triggers (null when none is due). */
function nextRun({ jobTriggers }: JobDetailPageItem): string | null {
  const times = jobTriggers.map((trigger) => trigger.nextRunTime).filter((time): time is string => !!time);
  return times.sort()[0] ?? null;
}

function LastRun({ run }: { run: JobDetailPageItem['lastRun'] }) {
  if (!run) return <Typography.Text type="secondary">{i18n.t('system.job.noRun')}</Typography.Text>;
  return (
    <Space size={4} data-testid="job-last-run">
      <CodeTag kind="runStatus" value={run.status} />
      <DateTimeText value={run.startTime ?? run.fireTime} />
      {run.elapsedMs !== null ? (
        <Typography.Text type="secondary">{elapsedText(run.elapsedMs)}</Typography.Text>
      ) : null}
    </Space>
  );
}

function JobActions({ item, handlers }: { item: JobDetailPageItem; handlers: JobRowHandlers }) {
  const t = i18n.t;
  const { jobDetail: job, lastRun } = item;
  const { jobId } = job;
  const done = handlers.onChanged;
  return (
    <RowActions
      name={jobId}
      editCode={EDIT}
      deleteCode={job.systemFlag ? undefined : 'sysJob:deleteJobDetail'}
      deleteQuestion={t('system.job.action.confirmDeleteJob', { name: jobId })}
      onEdit={() => handlers.onEdit(job)}
      onDelete={() => jobApi.delete(jobId)}
      onDeleted={done}
      before={
        <>
          <ConfirmLink
            code={RUN}
            question={t('system.job.action.confirmRun', { name: jobId })}
            doneText={t('system.job.action.runQueued')}
            onConfirm={async () => {
              await jobApi.run({ jobId });
              done();
            }}
          >
            {t('system.job.action.runNow')}
          </ConfirmLink>
          {lastRun?.status === RUN_RUNNING ? (
            <ConfirmLink
              code={RUN}
              danger
              question={t('system.job.action.confirmCancel', { name: jobId })}
              doneText={t('system.job.action.cancelled')}
              onConfirm={async () => {
                await jobApi.cancel({ jobId });
                done();
              }}
            >
              {t('system.job.action.cancelRun')}
            </ConfirmLink>
          ) : null}
          {job.status === JOB_ACTIVE ? (
            <ActionLink
              code={EDIT}
              onClick={() => void runAction(() => jobApi.pause(jobId), t('system.job.action.paused'), done)}
            >
              {t('system.job.action.pause')}
            </ActionLink>
          ) : (
            <ActionLink
              code={EDIT}
              onClick={() => void runAction(() => jobApi.start(jobId), t('system.job.action.resumed'), done)}
            >
              {t('system.job.action.resume')}
            </ActionLink>
          )}
        </>
      }
    >
      <ActionLink code={EDIT} onClick={() => handlers.onAddTrigger(jobId)}>
        {t('system.job.action.addTrigger')}
      </ActionLink>
      <ActionLink code="sysJob:pageJobDetail" onClick={() => handlers.onHistory(jobId)}>
        {t('system.job.action.history')}
      </ActionLink>
    </RowActions>
  );
}

/** The job list's columns; a row expands to its triggers (TriggerTable). */
export function jobColumns(handlers: JobRowHandlers): ColumnsType<JobDetailPageItem> {
  const t = i18n.t;
  return [
    {
      title: t('system.job.jobId'),
      key: 'jobId',
      render: (_: unknown, { jobDetail: job }) => (
        <>
          <Space size={4}>
            <span data-testid="job-id">{job.jobId}</span>
            {job.systemFlag ? <Tag>{t('system.job.system')}</Tag> : null}
          </Space>
          {job.description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ tooltip: true }} className="job-description">
              {job.description}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    {
      title: t('system.job.groupName'),
      key: 'groupName',
      render: (_: unknown, item) => item.jobDetail.groupName,
    },
    {
      title: t('system.job.jobType'),
      key: 'jobType',
      render: (_: unknown, { jobDetail: job }) => (
        <>
          <div>{job.jobTypeTitle}</div>
          <Typography.Text type="secondary">{job.jobType}</Typography.Text>
        </>
      ),
    },
    {
      title: t('ui.status'),
      key: 'status',
      render: (_: unknown, item) => <CodeTag kind="status" value={item.jobDetail.status} />,
    },
    {
      title: t('system.job.triggers'),
      key: 'triggers',
      align: 'right',
      render: (_: unknown, item) => item.jobTriggers.length,
    },
    {
      title: t('system.job.trigger.nextRunTime'),
      key: 'nextRun',
      render: (_: unknown, item) => <DateTimeText value={nextRun(item)} />,
    },
    {
      title: t('system.job.lastRun'),
      key: 'lastRun',
      render: (_: unknown, item) => <LastRun run={item.lastRun} />,
    },
    actionColumn((item) => <JobActions item={item} handlers={handlers} />),
  ];
}

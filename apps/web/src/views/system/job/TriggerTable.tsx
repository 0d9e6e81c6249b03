import type { JobTriggerOutput } from '@retail/contracts/api/system/job';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobApi } from '../../../api/system/job.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { CodeTag, TRIGGER_READY } from './codes.tsx';

const EDIT = 'sysJob:updateJobDetail';

interface TriggerTableProps {
  triggers: readonly JobTriggerOutput[];
  onEdit(trigger: JobTriggerOutput): void;
  /** After a change (reload the list). */
  onChanged(): void;
}

/** A job's triggers under its row: when each fires, its state and counts; pause or start, edit, delete. */
export function TriggerTable({ triggers, onEdit, onChanged }: TriggerTableProps) {
  const { t } = useTranslation();
  if (triggers.length === 0) {
    return <Typography.Text type="secondary">{t('system.job.noTriggers')}</Typography.Text>;
  }
  const key = (trigger: JobTriggerOutput) => ({ jobId: trigger.jobId, triggerId: trigger.triggerId });
  return (
    <Table<JobTriggerOutput>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...triggers]}
      scroll={{ x: 'max-content' }}
      data-testid="job-triggers"
      columns={[
        { title: t('system.job.trigger.triggerId'), dataIndex: 'triggerId' },
        {
          title: t('system.job.trigger.triggerType'),
          dataIndex: 'triggerType',
          render: (type: JobTriggerOutput['triggerType']) => t(`system.job.triggerTypes.${type}`),
        },
        {
          title: t('system.job.trigger.schedule'),
          key: 'schedule',
          render: (_: unknown, trigger) => (
            <>
              <div>{trigger.scheduleText}</div>
              {trigger.cron ? <Typography.Text code>{trigger.cron}</Typography.Text> : null}
            </>
          ),
        },
        {
          title: t('ui.status'),
          dataIndex: 'status',
          render: (status: number) => <CodeTag kind="triggerStatus" value={status} />,
        },
        {
          title: t('system.job.trigger.runs'),
          key: 'runs',
          align: 'right',
          render: (_: unknown, trigger) =>
            trigger.maxNumberOfRuns > 0
              ? `${trigger.numberOfRuns} / ${trigger.maxNumberOfRuns}`
              : trigger.numberOfRuns,
        },
        { title: t('system.job.trigger.errors'), dataIndex: 'numberOfErrors', align: 'right' },
        timeColumn(t('system.job.trigger.lastRunTime'), 'lastRunTime'),
        timeColumn(t('system.job.trigger.nextRunTime'), 'nextRunTime'),
        { title: t('system.job.description'), dataIndex: 'description' },
        actionColumn((trigger) => (
          <RowActions
            name={trigger.triggerId}
            editCode={EDIT}
            deleteCode={EDIT}
            deleteQuestion={t('system.job.action.confirmDeleteTrigger', { name: trigger.triggerId })}
            onEdit={() => onEdit(trigger)}
            onDelete={() => jobApi.deleteTrigger(key(trigger))}
            onDeleted={onChanged}
            before={
              trigger.status === TRIGGER_READY ? (
                <ActionLink
                  code={EDIT}
                  onClick={() =>
                    void runAction(
                      () => jobApi.pauseTrigger(key(trigger)),
                      t('system.job.action.paused'),
                      onChanged,
                    )
                  }
                >
                  {t('system.job.action.pause')}
                </ActionLink>
              ) : (
                <ActionLink
                  code={EDIT}
                  onClick={() =>
                    void runAction(
                      () => jobApi.startTrigger(key(trigger)),
                      t('system.job.action.resumed'),
                      onChanged,
                    )
                  }
                >
                  {t('system.job.action.resume')}
                </ActionLink>
              )
            }
          />
        )),
      ]}
    />
  );
}

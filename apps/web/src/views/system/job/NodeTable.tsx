import type { JobNodeOutput } from '@retail/contracts/api/system/job';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/list/columns.tsx';
import { CodeTag } from './codes.tsx';

/** The scheduler's nodes: engine, state, heartbeat and what each runs now (cluster drawer and dashboard). */
export function NodeTable({ nodes, loading }: { nodes: readonly JobNodeOutput[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<JobNodeOutput>
      size="small"
      rowKey="clusterId"
      loading={loading}
      pagination={false}
      dataSource={[...nodes]}
      locale={{ emptyText: t('ui.empty') }}
      scroll={{ x: 'max-content' }}
      data-testid="job-nodes"
      columns={[
        { title: t('system.job.cluster.clusterId'), dataIndex: 'clusterId' },
        {
          title: t('system.job.cluster.engine'),
          dataIndex: 'engine',
          render: (engine: JobNodeOutput['engine']) => t(`system.job.engines.${engine}`),
        },
        {
          title: t('ui.status'),
          dataIndex: 'status',
          render: (status: number) => <CodeTag kind="nodeStatus" value={status} />,
        },
        { title: t('system.job.cluster.running'), dataIndex: 'runningCount', align: 'right' },
        timeColumn(t('system.job.cluster.heartbeat'), 'updatedTime'),
        timeColumn(t('system.job.cluster.startedTime'), 'startedTime'),
        timeColumn(t('system.job.cluster.stoppedTime'), 'stoppedTime'),
        { title: t('system.job.cluster.hostName'), dataIndex: 'hostName' },
        { title: t('system.job.cluster.pid'), dataIndex: 'pid' },
        { title: t('system.job.cluster.workerId'), dataIndex: 'workerId' },
        { title: t('system.job.cluster.version'), dataIndex: 'version' },
      ]}
    />
  );
}

import type { JobDashboardOutput, JobRunOutput } from '@retail/contracts/api/system/job';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Alert, Button, Card, Col, Flex, Row, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { jobApi, jobKeys } from '../../../../api/system/job.ts';
import { NO_PERMISSION_PATH } from '../../../../app/paths.ts';
import { timeColumn } from '../../../../components/list/columns.tsx';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { CodeTag } from '../codes.tsx';
import { NodeTable } from '../NodeTable.tsx';
import { runColumns } from '../RunHistory.tsx';
import { Counts } from './Counts.tsx';
import './dashboard.css';

/** Besides the real-time `JobRunChanged` event (layouts/services/useOnlineHub.ts), the board reads again this often. */
const REFRESH_MS = 5000;

type Upcoming = JobDashboardOutput['upcoming'][number];

/**
 * The task dashboard (`/schedule`, embedded in the layout at /platform/job/dashboard): what runs now, the next fire
 * times, the last 24 hours' outcomes and failures, and the nodes. Same origin as the app, so it signs in with the
 * stored token.
 */
export default function JobDashboard() {
  const allowed = usePermissions().has('sysJob:pageJobDetail');
  if (!allowed) return <Navigate to={NO_PERMISSION_PATH} replace />;
  return <Board />;
}

function Board() {
  const { t } = useTranslation();
  const board = useQuery({
    queryKey: jobKeys.call('dashboard'),
    queryFn: ({ signal }) => jobApi.dashboard(signal),
    refetchInterval: REFRESH_MS,
  });
  const data = board.data;
  return (
    <div className="job-dashboard" data-testid="job-dashboard">
      <Flex justify="space-between" align="center" wrap gap={8} className="job-dashboard__head">
        <Typography.Title level={4}>{t('system.job.dashboard.title')}</Typography.Title>
        <Flex align="center" gap={12}>
          {data ? (
            <Typography.Text type="secondary">
              {t('system.job.dashboard.engine', { engine: t(`system.job.engines.${data.engine}`) })} ·{' '}
              {t('system.job.dashboard.refreshedAt', {
                time: dayjs(board.dataUpdatedAt).format('HH:mm:ss'),
              })}
            </Typography.Text>
          ) : null}
          <Button onClick={() => void board.refetch()} loading={board.isFetching}>
            {t('ui.refresh')}
          </Button>
        </Flex>
      </Flex>
      {board.error ? (
        <Alert type="error" title={board.error.message} className="job-dashboard__error" />
      ) : null}
      {data ? <Sections data={data} /> : board.isLoading ? <Spin className="layout-main__spin" /> : null}
    </div>
  );
}

function Sections({ data }: { data: JobDashboardOutput }) {
  const { t } = useTranslation();
  const empty = (text: string) => ({ emptyText: text });
  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Counts counts={data.last24h} running={data.running.length} nodes={data.nodes.length} />
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('system.job.dashboard.running')} data-testid="job-dashboard-running">
          <Table<JobRunOutput>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.running}
            locale={empty(t('system.job.dashboard.noRunning'))}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('system.job.jobId'), dataIndex: 'jobId' },
              { title: t('system.job.runs.trigger'), dataIndex: 'triggerId' },
              {
                title: t('system.job.runs.kind'),
                dataIndex: 'runKind',
                render: (kind: number) => <CodeTag kind="runKind" value={kind} />,
              },
              timeColumn(t('system.job.runs.startTime'), 'startTime'),
              { title: t('system.job.runs.node'), dataIndex: 'nodeId' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('system.job.dashboard.upcoming')} data-testid="job-dashboard-upcoming">
          <Table<Upcoming>
            size="small"
            rowKey={(row) => `${row.jobId}/${row.triggerId}/${row.fireTime}`}
            pagination={false}
            dataSource={data.upcoming}
            locale={empty(t('system.job.dashboard.noUpcoming'))}
            scroll={{ x: 'max-content' }}
            columns={[
              timeColumn(t('system.job.runs.fireTime'), 'fireTime'),
              { title: t('system.job.jobId'), dataIndex: 'jobId' },
              { title: t('system.job.runs.trigger'), dataIndex: 'triggerId' },
              { title: t('system.job.description'), dataIndex: 'description' },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('system.job.dashboard.failures')} data-testid="job-dashboard-failures">
          <Table<JobRunOutput>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.failures}
            locale={empty(t('system.job.dashboard.noFailures'))}
            scroll={{ x: 'max-content' }}
            columns={runColumns(true)}
            expandable={{
              rowExpandable: (run) => !!run.result,
              expandedRowRender: (run) => <pre className="job-run-result">{run.result}</pre>,
            }}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('system.job.dashboard.nodes')}>
          <NodeTable nodes={data.nodes} />
        </Card>
      </Col>
    </Row>
  );
}

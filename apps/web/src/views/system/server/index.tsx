import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Progress, Row, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerDiskOutput } from '@retail/contracts/api/system/server';
import { serverApi, serverKeys } from '../../../api/system/server.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import type { Messages } from '../../../i18n/types.ts';
import { formatBytes } from '../admin-kit/bytes.ts';
import { splitDuration } from '../admin-kit/duration.ts';

const REFRESH_MS = 10_000;

type ServerTextKey = Exclude<keyof Messages['system']['server'], 'duration' | 'ramDetail'>;

/** Server information: host, runtime, database; memory and CPU use and disks refresh every 10 seconds. */
export default function ServerScreen() {
  const { t } = useTranslation();
  const base = useQuery({ queryKey: serverKeys.call('serverBase'), queryFn: serverApi.base });
  const used = useQuery({
    queryKey: serverKeys.call('serverUsed'),
    queryFn: serverApi.used,
    refetchInterval: REFRESH_MS,
  });
  const disks = useQuery({
    queryKey: serverKeys.call('serverDisk'),
    queryFn: serverApi.disks,
    refetchInterval: REFRESH_MS,
  });
  const duration = (seconds: number) => t('system.server.duration', splitDuration(seconds));
  const s = (key: ServerTextKey) => t(`system.server.${key}`);
  const error = base.error ?? used.error ?? disks.error;

  return (
    <Row gutter={[12, 12]}>
      {error ? (
        <Col span={24}>
          <Alert type="error" title={error.message} />
        </Col>
      ) : null}
      <Col xs={24} xl={12}>
        <Card size="small" title={s('base')}>
          {base.data ? (
            <Descriptions size="small" column={1} bordered data-testid="server-base">
              <Descriptions.Item label={s('hostName')}>{base.data.hostName}</Descriptions.Item>
              <Descriptions.Item label={s('systemOs')}>
                {base.data.systemOs} ({base.data.osArchitecture})
              </Descriptions.Item>
              <Descriptions.Item label={s('processorCount')}>{base.data.processorCount}</Descriptions.Item>
              <Descriptions.Item label={s('nodeVersion')}>{base.data.nodeVersion}</Descriptions.Item>
              <Descriptions.Item label={s('frameworkDescription')}>
                {base.data.frameworkDescription}
              </Descriptions.Item>
              <Descriptions.Item label={s('database')}>
                {base.data.database.kind} {base.data.database.version}
              </Descriptions.Item>
              <Descriptions.Item label={s('cache')}>{base.data.cache}</Descriptions.Item>
              <Descriptions.Item label={s('environment')}>{base.data.environment}</Descriptions.Item>
              <Descriptions.Item label={s('appVersion')}>{base.data.appVersion}</Descriptions.Item>
              <Descriptions.Item label={s('localIp')}>{base.data.localIp}</Descriptions.Item>
              <Descriptions.Item label={s('remoteIp')}>{base.data.remoteIp}</Descriptions.Item>
              <Descriptions.Item label={s('dataDir')}>{base.data.dataDir}</Descriptions.Item>
              <Descriptions.Item label={s('startTime')}>
                <DateTimeText value={base.data.startTime} />
              </Descriptions.Item>
              <Descriptions.Item label={s('runTime')}>{duration(base.data.runTime)}</Descriptions.Item>
              <Descriptions.Item label={s('sysRunTime')}>{duration(base.data.sysRunTime)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Spin />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={`${s('used')} · ${s('autoRefresh')}`}>
          {used.data ? (
            <>
              <Row gutter={12}>
                <Col span={12}>
                  <Typography.Text>{s('cpuRate')}</Typography.Text>
                  <Progress type="dashboard" percent={Math.round(used.data.cpuRate)} />
                </Col>
                <Col span={12}>
                  <Typography.Text>{s('ramRate')}</Typography.Text>
                  <Progress type="dashboard" percent={Math.round(used.data.ramRate)} />
                  <div>
                    {t('system.server.ramDetail', {
                      used: formatBytes(used.data.usedRam),
                      total: formatBytes(used.data.totalRam),
                    })}
                  </div>
                </Col>
              </Row>
              <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
                <Descriptions.Item label={s('loadAverage')}>
                  {used.data.loadAverage.map((n) => n.toFixed(2)).join(' / ')}
                </Descriptions.Item>
                <Descriptions.Item label={s('processRss')}>
                  {formatBytes(used.data.processRss)}
                </Descriptions.Item>
                <Descriptions.Item label={s('heap')}>
                  {formatBytes(used.data.heapUsed)} / {formatBytes(used.data.heapTotal)}
                </Descriptions.Item>
              </Descriptions>
            </>
          ) : (
            <Spin />
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={s('disks')}>
          <Table<ServerDiskOutput>
            size="small"
            rowKey="diskName"
            loading={disks.isLoading}
            pagination={false}
            dataSource={disks.data ?? []}
            columns={[
              { title: s('diskName'), dataIndex: 'diskName' },
              { title: s('totalSize'), dataIndex: 'totalSize', render: formatBytes },
              { title: s('diskUsed'), dataIndex: 'used', render: formatBytes },
              { title: s('available'), dataIndex: 'availableFreeSpace', render: formatBytes },
              {
                title: s('availablePercent'),
                dataIndex: 'availablePercent',
                render: (p: number) => <Progress percent={Math.round(p)} size="small" />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

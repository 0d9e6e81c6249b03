import type { JobDashboardOutput } from '@retail/contracts/api/system/job';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeText } from '../codes.tsx';

type Last24h = JobDashboardOutput['last24h'];

/** Each outcome of the last 24 hours with its run status code (the words of the run tags) and colour. */
const OUTCOMES: ReadonlyArray<[keyof Last24h, number, string | undefined]> = [
  ['succeeded', 2, '#52c41a'],
  ['failed', 3, '#ff4d4f'],
  ['lost', 5, '#eb2f96'],
  ['skipped', 6, '#faad14'],
  ['cancelled', 4, undefined],
];

const figure = (key: string, title: string, value: number, color?: string) => (
  <Statistic
    key={key}
    title={title}
    value={value}
    styles={{ content: color ? { color } : {} }}
    data-testid={`job-count-${key}`}
    className="job-dashboard__figure"
  />
);

/** The board's figures: running now, nodes, and the last 24 hours' runs by outcome. */
export function Counts({ counts, running, nodes }: { counts: Last24h; running: number; nodes: number }) {
  const { t } = useTranslation();
  const text = useCodeText();
  return (
    <Flex wrap gap={12}>
      <Card size="small" className="job-dashboard__count">
        {figure('running', t('system.job.dashboard.running'), running, '#1677ff')}
      </Card>
      <Card size="small" className="job-dashboard__count">
        {figure('nodes', t('system.job.dashboard.nodes'), nodes)}
      </Card>
      <Card size="small" title={t('system.job.dashboard.last24h')} className="job-dashboard__last24h">
        <Flex wrap gap={24}>
          {OUTCOMES.map(([key, code, color]) => figure(key, text('runStatus', code), counts[key], color))}
        </Flex>
      </Card>
    </Flex>
  );
}

import type { JobDashboardOutput } from '@retail/contracts/api/system/job';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeText } from '../codes.tsx';

type Last24h = JobDashboardOutput['last24h'];

/** Each outcome of the last 24 hours with its run status code (the words and colours of the run tags). */
const OUTCOMES: ReadonlyArray<[keyof Last24h, number, string | undefined]> = [
  ['succeeded', 2, '#52c41a'],
  ['failed', 3, '#ff4d4f'],
  ['lost', 5, '#eb2f96'],
  ['skipped', 6, '#faad14'],
  ['cancelled', 4, undefined],
];

/** The board's figures: running now, nodes, and the last 24 hours' runs by outcome. */
export function Counts({ counts, running, nodes }: { counts: Last24h; running: number; nodes: number }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const cell = (key: string, title: string, value: number, color?: string) => (
    <Card size="small" key={key} className="job-dashboard__count" data-testid={`job-count-${key}`}>
      <Statistic title={title} value={value} styles={{ content: color ? { color } : {} }} />
    </Card>
  );
  return (
    <Flex wrap gap={12}>
      {cell('running', t('job.dashboard.running'), running, '#1677ff')}
      {cell('nodes', t('job.dashboard.nodes'), nodes)}
      {OUTCOMES.map(([key, code, color]) =>
        cell(key, `${t('job.dashboard.last24h')} · ${text('runStatus', code)}`, counts[key], color),
      )}
    </Flex>
  );
}

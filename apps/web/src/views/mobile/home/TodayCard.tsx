import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { yuanText } from '../../../components/display/format.ts';
import { rangeOf } from '../report/range.ts';

/** Today's orders and net sales at a glance. */
export function TodayCard() {
  const { t } = useTranslation();
  const input = { ...rangeOf('today', new Date()), groupBy: 'day' as const };
  const summary = useQuery({
    queryKey: statisticsKeys.call('saleSummary', input),
    queryFn: ({ signal }) => statisticsApi.saleSummary(input, signal),
  });
  const totals = summary.data?.totals;
  return (
    <Card className="mobile-section" title={t('mobile.home.today')}>
      <div className="mobile-figures">
        <div>
          <div className="mobile-figure-value">{totals ? totals.orders : '–'}</div>
          <div className="mobile-muted">{t('mobile.home.orders')}</div>
        </div>
        <div>
          <div className="mobile-figure-value mobile-money">{totals ? yuanText(totals.netSales) : '–'}</div>
          <div className="mobile-muted">{t('mobile.home.netSales')}</div>
        </div>
      </div>
    </Card>
  );
}

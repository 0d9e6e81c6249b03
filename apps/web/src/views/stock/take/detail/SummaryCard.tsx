import type { StocktakeSummary } from '@retail/contracts/api/retail/stocktake';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../../components/display/format.ts';

/** The variance report's totals: lines counted and not, the variance with its gains and losses, in units and yuan. */
export function SummaryCard({ summary }: { summary: StocktakeSummary }) {
  const { t } = useTranslation();
  const both = (qty: number, value: number) => `${qty} / ${yuanText(value)}`;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} bordered data-testid="stocktake-summary">
      <Descriptions.Item label={t('stocktake.summary.lines')}>{summary.lineCount}</Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.counted')}>{summary.countedCount}</Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.uncounted')}>
        <span data-testid="stocktake-uncounted-count">{summary.uncountedCount}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.uncountedBook')}>
        {both(summary.uncountedBookQty, summary.uncountedBookValue)}
      </Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.bookQty')}>{summary.bookQty}</Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.countedQty')}>{summary.countedQty}</Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.gain')}>
        {both(summary.gainQty, summary.gainValue)}
      </Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.loss')}>
        {both(summary.lossQty, summary.lossValue)}
      </Descriptions.Item>
      <Descriptions.Item label={t('stocktake.summary.variance')}>
        <span data-testid="stocktake-variance">{both(summary.varianceQty, summary.varianceValue)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

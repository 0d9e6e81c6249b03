import type { GoodsStatsRow } from '@retail/contracts/api/retail/statistics';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/Chart.tsx';
import { nameOr } from '../shared/labels.ts';
import { barsOption } from '../shared/options.ts';

/** Net sales and gross profit of the goods the table shows, in the table's order. */
export function PageChart({ rows }: { rows: GoodsStatsRow[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      barsOption(
        rows.map((r) => nameOr(t, r.goodsName)),
        [
          { name: t('reports.col.netAmount'), data: rows.map((r) => r.netAmount), money: true },
          { name: t('reports.col.grossProfit'), data: rows.map((r) => r.grossProfit), money: true },
        ],
      ),
    [rows, t],
  );
  return (
    <Card size="small" title={t('reports.product.chart')}>
      {rows.length ? (
        <Chart option={option} height={280} title={t('reports.product.chart')} />
      ) : (
        <Empty description={t('reports.noData')} />
      )}
    </Card>
  );
}

import { Form, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankBy } from '../../../api/statistics.ts';
import type { DayRange } from './ranges.ts';

export interface RankFilter {
  range: DayRange;
  /** absent: every location the user may read */
  locationId?: number;
  top: number;
  by: RankBy;
}

const TOPS = [10, 20, 50, 100];

/** How many to rank and by what: the extra fields of the goods and member rankings. */
export function RankFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="top" label={t('reports.top')}>
        <Select
          style={{ width: 110 }}
          options={TOPS.map((n) => ({ value: n, label: t('reports.topN', { n }) }))}
        />
      </Form.Item>
      <Form.Item name="by" label={t('reports.rankBy')}>
        <Segmented<RankBy>
          options={[
            { value: 'amount', label: t('reports.byAmount') },
            { value: 'qty', label: t('reports.byQty') },
          ]}
        />
      </Form.Item>
    </>
  );
}

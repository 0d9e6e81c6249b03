import { Segmented } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RankBy } from '../../../../api/statistics.ts';

/** Ranks by net amount or by net quantity. */
export function RankBySwitch({ value, onChange }: { value: RankBy; onChange(by: RankBy): void }) {
  const { t } = useTranslation();
  return (
    <Segmented
      block
      value={value}
      onChange={(by) => onChange(by as RankBy)}
      options={[
        { value: 'amount', label: t('mobile.report.byAmount') },
        { value: 'qty', label: t('mobile.report.byQty') },
      ]}
    />
  );
}

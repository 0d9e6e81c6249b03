import { CapsuleTabs } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../../api/statistics.ts';
import { RANGE_PRESETS, type RangePreset, rangeOf } from '../range.ts';
import { ReportTabs } from './ReportTabs.tsx';
import './report.css';

interface ReportFrameProps {
  /** the preset shown first */
  initial?: RangePreset;
  children(range: DateRange, preset: RangePreset): ReactNode;
}

/** The reports' frame: links between the four reports and the period, whose business days the report shows. */
export function ReportFrame({ initial = 'today', children }: ReportFrameProps) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<RangePreset>(initial);
  const range = rangeOf(preset, new Date());
  return (
    <div className="report">
      <div className="report-head">
        <ReportTabs />
        <CapsuleTabs activeKey={preset} onChange={(key) => setPreset(key as RangePreset)}>
          {RANGE_PRESETS.map((key) => (
            <CapsuleTabs.Tab key={key} title={t(`mobile.report.range.${key}`)} />
          ))}
        </CapsuleTabs>
      </div>
      {children(range, preset)}
    </div>
  );
}

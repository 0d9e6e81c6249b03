import type { PrintDetail } from '@retail/contracts/api/system/print-template';
import { type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailTable } from '../../../../../components/print/DetailTable.tsx';
import { useDesigner } from '../DesignerContext.tsx';
import { valueAt } from '../state/contracts.ts';
import { PX_PER_MM } from './scale.ts';

interface Props {
  detail: PrintDetail;
  top: number;
  width: number;
  selected: boolean;
  /** the table's height as drawn, mm (the bands below it follow) */
  onHeight(heightMm: number): void;
}

/** Sample lines the table is drawn with. */
const SAMPLE_ROWS = 3;
const mm = (value: number) => `${value}mm`;

/** The detail table drawn with a few lines of the sample document; a click selects it for its properties. */
export function DetailBlock({ detail, top, width, selected, onHeight }: Props) {
  const { t } = useTranslation();
  const { docType, sample, dispatch } = useDesigner();
  const ref = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => {
    const lines = valueAt(sample, detail.binding);
    return Array.isArray(lines) ? (lines.slice(0, SAMPLE_ROWS) as Record<string, unknown>[]) : [];
  }, [detail.binding, sample]);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // offsetHeight is the unscaled layout height: the canvas zooms with a transform
    const report = () => onHeight(Math.max(node.offsetHeight / PX_PER_MM, 4));
    report();
    const observer = new ResizeObserver(report);
    observer.observe(node);
    return () => observer.disconnect();
  }, [onHeight]);

  const select = (event: MouseEvent) => {
    event.stopPropagation();
    dispatch({ type: 'select', selection: { kind: 'detail' } });
  };
  return (
    <div
      ref={ref}
      className={`pd-detail${selected ? ' pd-detail-selected' : ''}`}
      data-testid="pd-detail"
      style={{ top: mm(top), width: mm(width) }}
      onClick={select}
      title={t('printDesign.band.detail')}
    >
      <DetailTable detail={detail} docType={docType} rows={rows} />
    </div>
  );
}

import type { PrintLabelGrid } from '@retail/contracts/api/system/print-template';
import { Alert, Form, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import { labelGridFit, withLabels } from '../state/paper.ts';
import { NumberField } from './inputs.tsx';

const GRID: PrintLabelGrid = { labelWidthMm: 50, labelHeightMm: 30, cols: 1, gapXMm: 0, gapYMm: 0 };

/** A label sheet's grid: the label's size, the columns and the gaps; how many rows a page holds. */
export function LabelGridFields() {
  const { t } = useTranslation();
  const { template, change } = useDesigner();
  const grid = template.labels;
  const set = (patch: Partial<PrintLabelGrid>, key: string) =>
    change((tpl) => withLabels(tpl, { ...(tpl.labels ?? GRID), ...patch }), `labels:${key}`);
  const fit = labelGridFit(template);
  return (
    <>
      <Form.Item label={t('printDesign.labels.sheet')} className="pd-field">
        <Switch
          size="small"
          checked={grid !== null}
          onChange={(on) =>
            change((tpl) =>
              withLabels(tpl, on ? { ...GRID, labelHeightMm: Math.max(5, tpl.header.heightMm || 30) } : null),
            )
          }
        />
      </Form.Item>
      {grid ? (
        <>
          <div className="pd-grid2">
            <NumberField
              label={t('printDesign.labels.width')}
              value={grid.labelWidthMm}
              min={10}
              max={300}
              onChange={(labelWidthMm) => set({ labelWidthMm }, 'w')}
            />
            <NumberField
              label={t('printDesign.labels.height')}
              value={grid.labelHeightMm}
              min={5}
              max={300}
              onChange={(labelHeightMm) => set({ labelHeightMm }, 'h')}
            />
            <NumberField
              label={t('printDesign.labels.cols')}
              value={grid.cols}
              min={1}
              max={20}
              step={1}
              unit=""
              onChange={(cols) => set({ cols: Math.round(cols) }, 'cols')}
            />
            <NumberField
              label={t('printDesign.labels.gapX')}
              value={grid.gapXMm}
              max={50}
              onChange={(gapXMm) => set({ gapXMm }, 'gapX')}
            />
            <NumberField
              label={t('printDesign.labels.gapY')}
              value={grid.gapYMm}
              max={50}
              onChange={(gapYMm) => set({ gapYMm }, 'gapY')}
            />
          </div>
          {fit.fits ? (
            <Typography.Text type="secondary">
              {fit.rows === null
                ? t('printDesign.labels.perRoll', { cols: grid.cols })
                : t('printDesign.labels.perPage', {
                    cols: grid.cols,
                    rows: fit.rows,
                    count: grid.cols * fit.rows,
                  })}
            </Typography.Text>
          ) : (
            <Alert type="warning" showIcon title={t('printDesign.labels.tooWide')} />
          )}
        </>
      ) : null}
    </>
  );
}

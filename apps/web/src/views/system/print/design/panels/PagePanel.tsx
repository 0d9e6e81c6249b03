import type { PrintPaper, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { Alert, Form, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../../../components/print/usePrintText.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { LABEL_SIZES } from '../state/contracts.ts';
import { newDetail, tablesOf } from '../state/detail.ts';
import { setBandHeight } from '../state/operations.ts';
import {
  isRoll,
  type SizedPreset,
  withCustomSize,
  withLabelStock,
  withOrientation,
  withPreset,
} from '../state/paper.ts';
import { LabelGridFields } from './LabelGridFields.tsx';
import { NumberField } from './inputs.tsx';

const SIZED: SizedPreset[] = ['A4', 'A5', 'B5', 'roll80', 'roll58'];

/** The paper select's value: a preset, a label stock size, or custom. */
function choiceOf(paper: PrintPaper): string {
  if (paper.preset === 'label') return `label:${paper.widthMm}x${paper.heightMm}`;
  return paper.preset;
}

function withChoice(template: PrintTemplate, choice: string): PrintTemplate {
  if (choice.startsWith('label:')) {
    const [w, h] = choice.slice(6).split('x').map(Number);
    return withLabelStock(template, w!, h!);
  }
  if (choice === 'custom') {
    const { widthMm, heightMm } = template.paper;
    return { ...template, paper: withCustomSize(template.paper, widthMm, heightMm) };
  }
  return {
    ...template,
    paper: withPreset(template.paper, choice as SizedPreset, template.paper.orientation),
  };
}

/** With nothing selected: the paper, margins, label grid, detail table and band heights. */
export function PagePanel() {
  const { t } = useTranslation();
  const text = usePrintText();
  const { template, docType, change } = useDesigner();
  const { paper } = template;
  const tables = tablesOf(docType);
  const margin = (side: keyof PrintPaper['marginMm']) => (
    <NumberField
      label={t(`printDesign.page.margins.${side}`)}
      value={paper.marginMm[side]}
      max={50}
      onChange={(value) =>
        change(
          (tpl) => ({ ...tpl, paper: { ...tpl.paper, marginMm: { ...tpl.paper.marginMm, [side]: value } } }),
          `margin:${side}`,
        )
      }
    />
  );
  const paperOptions = [
    ...SIZED.map((preset) => ({ value: preset, label: t(`printDesign.page.presets.${preset}`) })),
    ...LABEL_SIZES.map(({ widthMm, heightMm }) => ({
      value: `label:${widthMm}x${heightMm}`,
      label: t('printDesign.page.labelStock', { w: widthMm, h: heightMm }),
    })),
    { value: 'custom', label: t('printDesign.page.presets.custom') },
  ];
  return (
    <Form layout="vertical" size="small" className="pd-form" data-testid="pd-page-panel">
      <Typography.Text strong className="pd-panel-title">
        {t('printDesign.page.title')}
      </Typography.Text>
      <Form.Item label={t('printDesign.page.paper')} className="pd-field">
        <Select
          size="small"
          value={choiceOf(paper)}
          options={paperOptions}
          data-testid="pd-paper-select"
          onChange={(choice: string) => change((tpl) => withChoice(tpl, choice))}
        />
      </Form.Item>
      {isRoll(paper) ? null : (
        <Form.Item label={t('printDesign.page.orientation')} className="pd-field">
          <Radio.Group
            size="small"
            optionType="button"
            value={paper.orientation}
            onChange={(e) =>
              change((tpl) => ({
                ...tpl,
                paper: withOrientation(tpl.paper, e.target.value as PrintPaper['orientation']),
              }))
            }
            options={(['portrait', 'landscape'] as const).map((value) => ({
              value,
              label: t(`printDesign.page.orientations.${value}`),
            }))}
          />
        </Form.Item>
      )}
      {paper.preset === 'custom' ? (
        <>
          <div className="pd-grid2">
            <NumberField
              label={t('printDesign.props.width')}
              value={paper.widthMm}
              min={20}
              max={1000}
              onChange={(w) =>
                change(
                  (tpl) => ({ ...tpl, paper: withCustomSize(tpl.paper, w, tpl.paper.heightMm) }),
                  'paper:w',
                )
              }
            />
            <NumberField
              label={t('printDesign.props.height')}
              value={paper.heightMm}
              min={10}
              disabled={paper.heightMm === null}
              onChange={(h) =>
                change(
                  (tpl) => ({ ...tpl, paper: withCustomSize(tpl.paper, tpl.paper.widthMm, h) }),
                  'paper:h',
                )
              }
            />
          </div>
          <Form.Item label={t('printDesign.page.continuous')} className="pd-field">
            <Switch
              size="small"
              checked={paper.heightMm === null}
              onChange={(on) =>
                change((tpl) => ({
                  ...tpl,
                  paper: withCustomSize(tpl.paper, tpl.paper.widthMm, on ? null : 297),
                }))
              }
            />
          </Form.Item>
        </>
      ) : null}
      <Typography.Text type="secondary">{t('printDesign.page.marginsTitle')}</Typography.Text>
      <div className="pd-grid2">
        {margin('top')}
        {margin('bottom')}
        {margin('left')}
        {margin('right')}
      </div>
      {docType === 'barcodeLabel' ? <LabelGridFields /> : null}
      {template.labels ? null : (
        <>
          <Typography.Text type="secondary">{t('printDesign.page.bands')}</Typography.Text>
          <div className="pd-grid2">
            {(['header', 'summary', 'footer'] as const).map((band) => (
              <NumberField
                key={band}
                label={t(`printDesign.band.${band}`)}
                value={template[band].heightMm}
                testId={`pd-band-height-${band}`}
                onChange={(h) => change((tpl) => setBandHeight(tpl, band, h), `band:${band}`)}
              />
            ))}
          </div>
          {tables.length > 0 ? (
            <Form.Item label={t('printDesign.band.detail')} className="pd-field">
              <Switch
                size="small"
                checked={template.detail !== null}
                data-testid="pd-detail-switch"
                onChange={(on) =>
                  change((tpl) => ({ ...tpl, detail: on ? newDetail(docType, tables[0]!) : null }))
                }
              />
              <Typography.Text type="secondary" className="pd-inline-hint">
                {template.detail ? text.tableLabel(template.detail.binding) : t('printDesign.page.noDetail')}
              </Typography.Text>
            </Form.Item>
          ) : (
            <Alert type="info" showIcon title={t('printDesign.page.noTables')} />
          )}
        </>
      )}
    </Form>
  );
}

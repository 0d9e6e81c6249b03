import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { elementIn, useDesigner } from '../DesignerContext.tsx';
import { setBandHeight } from '../state/operations.ts';
import { DetailPanel } from './DetailPanel.tsx';
import { ElementPanel } from './ElementPanel.tsx';
import { NumberField } from './inputs.tsx';
import { PagePanel } from './PagePanel.tsx';

/**
 * The properties of what is selected: one element, the detail table, a band (its height), several elements (the
 * toolbar aligns them), or with nothing selected the page. Leaving a field ends its undo step.
 */
export function PropertyPanel() {
  const { t } = useTranslation();
  const { template, state, dispatch, change } = useDesigner();
  const selection = state.selection;
  let body;
  if (selection.kind === 'detail' && template.detail) body = <DetailPanel detail={template.detail} />;
  else if (selection.kind === 'band' && selection.ids.length === 1) {
    const element = elementIn(template, selection.band, selection.ids[0]!);
    body = element ? <ElementPanel key={element.id} band={selection.band} element={element} /> : null;
  } else if (selection.kind === 'band' && selection.ids.length > 1)
    body = (
      <Typography.Paragraph className="pd-panel-note" data-testid="pd-multi-panel">
        {t('printDesign.props.many', { count: selection.ids.length })}
      </Typography.Paragraph>
    );
  else if (selection.kind === 'band' && !template.labels) {
    const band = selection.band;
    body = (
      <Form layout="vertical" size="small" className="pd-form" data-testid="pd-band-panel">
        <Typography.Text strong className="pd-panel-title">
          {t(`printDesign.band.${band}`)}
        </Typography.Text>
        <NumberField
          label={t('printDesign.props.height')}
          value={template[band].heightMm}
          onChange={(h) => change((tpl) => setBandHeight(tpl, band, h), `band:${band}`)}
        />
        <Typography.Paragraph type="secondary">{t(`printDesign.band.hints.${band}`)}</Typography.Paragraph>
      </Form>
    );
  } else body = <PagePanel />;
  return (
    <div className="pd-props" onBlurCapture={() => dispatch({ type: 'seal' })}>
      {body}
    </div>
  );
}

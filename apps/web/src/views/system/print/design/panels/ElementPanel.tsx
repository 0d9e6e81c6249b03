import type { PrintBandName, PrintElement } from '@retail/contracts/api/system/print-template';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import { updateElement } from '../state/operations.ts';
import { NumberField } from './inputs.tsx';
import { ElementKindFields } from './ElementKindFields.tsx';
import { useElementDetail } from './LayersPanel.tsx';

export type Patch = Partial<PrintElement>;

/** The properties of one selected element: its box in mm, then what its kind has. */
export function ElementPanel({ band, element }: { band: PrintBandName; element: PrintElement }) {
  const { t } = useTranslation();
  const { change } = useDesigner();
  const detailOf = useElementDetail();
  const detail = detailOf(element);
  // one undo step per property while it is being edited
  const patch = (value: Patch) =>
    change(
      (tpl) => updateElement(tpl, band, element.id, value),
      `prop:${element.id}:${Object.keys(value).join(',')}`,
    );
  const box = (key: 'x' | 'y' | 'w' | 'h', label: string, min: number) => (
    <NumberField
      label={label}
      value={element[key]}
      min={min}
      testId={`pd-prop-${key}`}
      onChange={(value) => patch({ [key]: value })}
    />
  );
  return (
    <Form layout="vertical" size="small" className="pd-form" data-testid="pd-element-panel">
      <Typography.Text strong className="pd-panel-title">
        {t(`printDesign.element.${element.type}`)}
        {detail ? <Typography.Text type="secondary"> · {detail}</Typography.Text> : null}
      </Typography.Text>
      <div className="pd-grid2">
        {box('x', 'X', 0)}
        {box('y', 'Y', 0)}
        {box('w', t('printDesign.props.width'), 0.1)}
        {box('h', t('printDesign.props.height'), 0.1)}
      </div>
      <ElementKindFields element={element} onPatch={patch} />
    </Form>
  );
}

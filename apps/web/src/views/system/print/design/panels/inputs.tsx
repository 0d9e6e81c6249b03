import type { PrintTextStyle } from '@retail/contracts/api/system/print-template';
import { Checkbox, Form, InputNumber, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Small controlled inputs of the property panels (each change goes straight into the template). */

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  testId?: string;
  disabled?: boolean;
}

/** A number in a unit (mm unless told); an emptied input changes nothing. */
export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max = 2000,
  step = 0.5,
  unit = 'mm',
  testId,
  disabled,
}: NumberFieldProps) {
  return (
    <Form.Item label={label} className="pd-field">
      <InputNumber
        size="small"
        value={value}
        min={min}
        max={max}
        step={step}
        suffix={unit}
        disabled={disabled}
        data-testid={testId}
        aria-label={label}
        style={{ width: '100%' }}
        onChange={(next) => {
          if (typeof next === 'number' && Number.isFinite(next)) onChange(next);
        }}
      />
    </Form.Item>
  );
}

/** Font size, bold, italic and alignment of a text. */
export function TextStyleFields({
  style,
  onChange,
}: {
  style: PrintTextStyle;
  onChange(patch: Partial<PrintTextStyle>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t('printDesign.props.fontSize')}
        value={style.fontSizePt}
        min={4}
        max={96}
        step={1}
        unit="pt"
        onChange={(fontSizePt) => onChange({ fontSizePt })}
      />
      <Form.Item label={t('printDesign.props.align')} className="pd-field">
        <AlignInput value={style.align} onChange={(align) => onChange({ align })} />
      </Form.Item>
      <Form.Item className="pd-field">
        <Space>
          <Checkbox checked={style.bold} onChange={(e) => onChange({ bold: e.target.checked })}>
            {t('printDesign.props.bold')}
          </Checkbox>
          <Checkbox checked={style.italic} onChange={(e) => onChange({ italic: e.target.checked })}>
            {t('printDesign.props.italic')}
          </Checkbox>
        </Space>
      </Form.Item>
    </>
  );
}

type Align = PrintTextStyle['align'];

export function AlignInput({ value, onChange }: { value: Align; onChange(align: Align): void }) {
  const { t } = useTranslation();
  return (
    <Segmented<Align>
      size="small"
      value={value}
      onChange={onChange}
      options={(['left', 'center', 'right'] as const).map((align) => ({
        value: align,
        label: t(`printDesign.props.aligns.${align}`),
      }))}
    />
  );
}

import type { PrintElement, PrintFormat } from '@retail/contracts/api/system/print-template';
import { Button, Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../../components/feedback/feedback.ts';
import { usePrintText } from '../../../../../components/print/usePrintText.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { PRINT_CATALOGUE, PRINT_FORMATS } from '../state/contracts.ts';
import { chooseImageFile, readImage } from '../imageFile.ts';
import { NumberField, TextStyleFields } from './inputs.tsx';
import type { Patch } from './ElementPanel.tsx';

interface Props {
  element: PrintElement;
  onPatch(patch: Patch): void;
}

/** The fields of the document type as options (label and path). */
export function useFieldOptions() {
  const text = usePrintText();
  const { docType } = useDesigner();
  return Object.keys(PRINT_CATALOGUE[docType].fields).map((path) => ({
    value: path,
    label: text.fieldLabel(docType, path),
  }));
}

/** "By the field's type" and the formats. */
export function useFormatOptions() {
  const { t } = useTranslation();
  return [
    { value: '', label: t('printDesign.format.auto') },
    ...PRINT_FORMATS.map((format) => ({ value: format, label: t(`printDesign.format.${format}`) })),
  ];
}

const formatValue = (value: string): PrintFormat | null => (value ? (value as PrintFormat) : null);

function FieldFields({
  element,
  onPatch,
}: {
  element: Extract<PrintElement, { type: 'field' }>;
  onPatch(p: Patch): void;
}) {
  const { t } = useTranslation();
  const fields = useFieldOptions();
  const formats = useFormatOptions();
  const mode = element.label === null ? 'auto' : element.label === '' ? 'none' : 'custom';
  return (
    <>
      <Form.Item label={t('printDesign.props.binding')} className="pd-field">
        <Select
          size="small"
          showSearch={{ optionFilterProp: 'label' }}
          options={fields}
          value={element.binding}
          data-testid="pd-prop-binding"
          onChange={(binding: string) => onPatch({ binding })}
        />
      </Form.Item>
      <Form.Item label={t('printDesign.props.label')} className="pd-field">
        <Radio.Group
          size="small"
          value={mode}
          onChange={(e) =>
            onPatch({
              label: { auto: null, none: '', custom: t('printDesign.props.labelDefault') }[
                e.target.value as string
              ],
            })
          }
          options={(['auto', 'none', 'custom'] as const).map((value) => ({
            value,
            label: t(`printDesign.props.labelModes.${value}`),
          }))}
        />
        {mode === 'custom' ? (
          <Input
            size="small"
            className="pd-below"
            maxLength={200}
            value={element.label ?? ''}
            aria-label={t('printDesign.props.label')}
            onChange={(e) => onPatch({ label: e.target.value })}
          />
        ) : null}
      </Form.Item>
      <Form.Item label={t('printDesign.props.format')} className="pd-field">
        <Select
          size="small"
          options={formats}
          value={element.format ?? ''}
          onChange={(value: string) => onPatch({ format: formatValue(value) })}
        />
      </Form.Item>
      <TextStyleFields
        style={element.style}
        onChange={(style) => onPatch({ style: { ...element.style, ...style } })}
      />
    </>
  );
}

function BarcodeFields({
  element,
  onPatch,
}: {
  element: Extract<PrintElement, { type: 'barcode' }>;
  onPatch(p: Patch): void;
}) {
  const { t } = useTranslation();
  const fields = useFieldOptions();
  const symbology = (next: typeof element.symbology) => {
    if (next === 'qr') {
      const side = Math.max(element.h, 15);
      onPatch({ symbology: next, w: side, h: side });
    } else onPatch({ symbology: next, w: Math.max(element.w, 30) });
  };
  return (
    <>
      <Form.Item label={t('printDesign.props.symbology')} className="pd-field">
        <Radio.Group
          size="small"
          optionType="button"
          value={element.symbology}
          onChange={(e) => symbology(e.target.value as typeof element.symbology)}
          options={[
            { value: 'ean13', label: 'EAN-13' },
            { value: 'code128', label: 'Code 128' },
            { value: 'qr', label: 'QR' },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('printDesign.props.barcodeSource')} className="pd-field">
        <Radio.Group
          size="small"
          value={element.binding === null ? 'text' : 'field'}
          onChange={(e) =>
            onPatch(
              e.target.value === 'text'
                ? { binding: null, text: element.text || '1234567890' }
                : { binding: fields[0]?.value ?? null },
            )
          }
          options={[
            { value: 'field', label: t('printDesign.props.sources.field') },
            { value: 'text', label: t('printDesign.props.sources.text') },
          ]}
        />
        {element.binding === null ? (
          <Input
            size="small"
            className="pd-below"
            maxLength={500}
            value={element.text}
            aria-label={t('printDesign.props.sources.text')}
            onChange={(e) => onPatch({ text: e.target.value })}
          />
        ) : (
          <Select
            size="small"
            className="pd-below"
            showSearch={{ optionFilterProp: 'label' }}
            options={fields}
            value={element.binding}
            data-testid="pd-prop-barcode-binding"
            onChange={(binding: string) => onPatch({ binding })}
          />
        )}
      </Form.Item>
      {element.symbology === 'qr' ? null : (
        <Form.Item label={t('printDesign.props.showText')} className="pd-field">
          <Switch size="small" checked={element.showText} onChange={(showText) => onPatch({ showText })} />
        </Form.Item>
      )}
    </>
  );
}

function ImageFields({
  element,
  onPatch,
}: {
  element: Extract<PrintElement, { type: 'image' }>;
  onPatch(p: Patch): void;
}) {
  const { t } = useTranslation();
  const replace = async () => {
    const file = await chooseImageFile();
    if (!file) return;
    const image = await readImage(file);
    if (typeof image === 'string') feedback.error(t(`printDesign.image.${image}`));
    else onPatch({ src: image.src });
  };
  return (
    <>
      <Form.Item label={t('printDesign.props.fit')} className="pd-field">
        <Select
          size="small"
          value={element.fit}
          onChange={(fit: typeof element.fit) => onPatch({ fit })}
          options={(['contain', 'cover', 'fill'] as const).map((value) => ({
            value,
            label: t(`printDesign.props.fits.${value}`),
          }))}
        />
      </Form.Item>
      <Button size="small" onClick={() => void replace()}>
        {t('printDesign.image.replace')}
      </Button>
    </>
  );
}

/** What an element's kind has beyond its box. */
export function ElementKindFields({ element, onPatch }: Props) {
  const { t } = useTranslation();
  switch (element.type) {
    case 'text':
      return (
        <>
          <Form.Item label={t('printDesign.props.text')} className="pd-field">
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={2000}
              value={element.text}
              data-testid="pd-prop-text"
              onChange={(e) => onPatch({ text: e.target.value })}
            />
          </Form.Item>
          <TextStyleFields
            style={element.style}
            onChange={(style) => onPatch({ style: { ...element.style, ...style } })}
          />
        </>
      );
    case 'field':
      return <FieldFields element={element} onPatch={onPatch} />;
    case 'barcode':
      return <BarcodeFields element={element} onPatch={onPatch} />;
    case 'image':
      return <ImageFields element={element} onPatch={onPatch} />;
    case 'line':
      return (
        <>
          <Form.Item label={t('printDesign.props.direction')} className="pd-field">
            <Radio.Group
              size="small"
              value={element.direction}
              onChange={(e) => {
                const direction = e.target.value as typeof element.direction;
                // a line turned keeps its length
                onPatch({ direction, w: element.h, h: element.w });
              }}
              options={(['horizontal', 'vertical'] as const).map((value) => ({
                value,
                label: t(`printDesign.props.directions.${value}`),
              }))}
            />
          </Form.Item>
          <NumberField
            label={t('printDesign.props.thickness')}
            value={element.thicknessMm}
            min={0.05}
            max={10}
            step={0.05}
            onChange={(thicknessMm) => onPatch({ thicknessMm })}
          />
          <Form.Item label={t('printDesign.props.dashed')} className="pd-field">
            <Switch size="small" checked={element.dashed} onChange={(dashed) => onPatch({ dashed })} />
          </Form.Item>
        </>
      );
    case 'rect':
      return (
        <>
          <NumberField
            label={t('printDesign.props.border')}
            value={element.borderMm}
            max={10}
            step={0.1}
            onChange={(borderMm) => onPatch({ borderMm })}
          />
          <NumberField
            label={t('printDesign.props.radius')}
            value={element.radiusMm}
            max={50}
            onChange={(radiusMm) => onPatch({ radiusMm })}
          />
          <Form.Item label={t('printDesign.props.fill')} className="pd-field">
            <Select
              size="small"
              value={element.fill}
              onChange={(fill: typeof element.fill) => onPatch({ fill })}
              options={(['none', 'light', 'dark'] as const).map((value) => ({
                value,
                label: t(`printDesign.props.fills.${value}`),
              }))}
            />
          </Form.Item>
        </>
      );
    case 'pageNumber':
      return (
        <TextStyleFields
          style={element.style}
          onChange={(style) => onPatch({ style: { ...element.style, ...style } })}
        />
      );
  }
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { PrintDetail, PrintFormat, PrintTableColumn } from '@retail/contracts/api/system/print-template';
import { Button, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintText } from '../../../../../components/print/usePrintText.ts';
import { useDesigner } from '../DesignerContext.tsx';
import {
  addColumn,
  lineFields,
  moveColumn,
  newDetail,
  removeColumn,
  tablesOf,
  updateColumn,
  updateDetail,
} from '../state/detail.ts';
import { useFormatOptions } from './ElementKindFields.tsx';
import { AlignInput, NumberField } from './inputs.tsx';

/** One column of the table: its field, title, width weight, alignment and format; moved up or down, removed. */
function ColumnRow({
  detail,
  column,
  index,
}: {
  detail: PrintDetail;
  column: PrintTableColumn;
  index: number;
}) {
  const { t } = useTranslation();
  const text = usePrintText();
  const { docType, change } = useDesigner();
  const formats = useFormatOptions();
  const path = (binding: string) => `${detail.binding}.${binding}`;
  const fields = Object.keys(lineFields(docType, detail.binding)).map((binding) => ({
    value: binding,
    label: text.fieldLabel(docType, path(binding)),
  }));
  const patch = (value: Partial<PrintTableColumn>) =>
    change((tpl) => updateColumn(tpl, index, value), `column:${index}:${Object.keys(value).join(',')}`);
  const last = detail.columns.length - 1;
  return (
    <div className="pd-column" data-testid={`pd-column-${index}`}>
      <div className="pd-column-head">
        <Select
          size="small"
          className="pd-column-field"
          showSearch={{ optionFilterProp: 'label' }}
          options={fields}
          value={column.binding}
          aria-label={t('printDesign.detail.columnField')}
          onChange={(binding: string) => patch({ binding })}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={t('printDesign.detail.moveUp')}
          disabled={index === 0}
          onClick={() => change((tpl) => moveColumn(tpl, index, index - 1))}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={t('printDesign.detail.moveDown')}
          disabled={index === last}
          onClick={() => change((tpl) => moveColumn(tpl, index, index + 1))}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('printDesign.detail.removeColumn')}
          disabled={last === 0}
          onClick={() => change((tpl) => removeColumn(tpl, index))}
        />
      </div>
      <div className="pd-column-body">
        <Input
          size="small"
          maxLength={100}
          placeholder={text.fieldLabel(docType, path(column.binding))}
          value={column.title ?? ''}
          aria-label={t('printDesign.detail.title')}
          onChange={(e) => patch({ title: e.target.value === '' ? null : e.target.value })}
        />
        <InputNumber
          size="small"
          min={1}
          max={100}
          step={1}
          value={column.width}
          aria-label={t('printDesign.detail.width')}
          prefix={t('printDesign.detail.widthShort')}
          onChange={(width) => typeof width === 'number' && patch({ width })}
        />
        <AlignInput value={column.align} onChange={(align) => patch({ align })} />
        <Select
          size="small"
          options={formats}
          value={column.format ?? ''}
          aria-label={t('printDesign.props.format')}
          onChange={(value: string) => patch({ format: value ? (value as PrintFormat) : null })}
        />
      </div>
    </div>
  );
}

/** The detail table: which line array it lists, its look and its columns. */
export function DetailPanel({ detail }: { detail: PrintDetail }) {
  const { t } = useTranslation();
  const text = usePrintText();
  const { docType, change } = useDesigner();
  const unused = Object.keys(lineFields(docType, detail.binding))
    .filter((binding) => !detail.columns.some((c) => c.binding === binding))
    .map((binding) => ({ value: binding, label: text.fieldLabel(docType, `${detail.binding}.${binding}`) }));
  return (
    <Form layout="vertical" size="small" className="pd-form" data-testid="pd-detail-panel">
      <Typography.Text strong className="pd-panel-title">
        {t('printDesign.band.detail')}
      </Typography.Text>
      <Form.Item label={t('printDesign.detail.lines')} className="pd-field">
        <Select
          size="small"
          value={detail.binding}
          options={tablesOf(docType).map((table) => ({ value: table, label: text.tableLabel(table) }))}
          onChange={(table: string) => change((tpl) => ({ ...tpl, detail: newDetail(docType, table) }))}
        />
      </Form.Item>
      <div className="pd-grid2">
        <NumberField
          label={t('printDesign.props.fontSize')}
          value={detail.fontSizePt}
          min={4}
          max={48}
          step={1}
          unit="pt"
          onChange={(fontSizePt) => change((tpl) => updateDetail(tpl, { fontSizePt }), 'detail:font')}
        />
        <Form.Item label={t('printDesign.detail.borders')} className="pd-field">
          <Select
            size="small"
            value={detail.borders}
            onChange={(borders: PrintDetail['borders']) => change((tpl) => updateDetail(tpl, { borders }))}
            options={(['none', 'rows', 'grid'] as const).map((value) => ({
              value,
              label: t(`printDesign.detail.borderKinds.${value}`),
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item label={t('printDesign.detail.showHeader')} className="pd-field">
        <Switch
          size="small"
          checked={detail.showHeader}
          onChange={(showHeader) => change((tpl) => updateDetail(tpl, { showHeader }))}
        />
      </Form.Item>
      <Typography.Text strong>{t('printDesign.detail.columns')}</Typography.Text>
      {detail.columns.map((column, index) => (
        <ColumnRow key={`${index}:${column.binding}`} detail={detail} column={column} index={index} />
      ))}
      <Select
        size="small"
        className="pd-add-column"
        value={null}
        placeholder={t('printDesign.detail.addColumn')}
        options={unused}
        disabled={unused.length === 0 || detail.columns.length >= 20}
        data-testid="pd-add-column"
        onChange={(binding: string) => change((tpl) => addColumn(tpl, docType, binding))}
      />
      <Button
        size="small"
        danger
        block
        className="pd-below"
        onClick={() => change((tpl) => ({ ...tpl, detail: null }))}
      >
        {t('printDesign.detail.remove')}
      </Button>
    </Form>
  );
}

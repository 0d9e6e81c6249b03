import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormField } from '@retail/contracts/api/system/form-model';
import type { ConditionOp, WorkflowCondition } from '@retail/contracts/api/system/workflow-graph';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONDITION_OPS, fieldName, FORM_LIMITS } from '../../render/contracts.ts';
import { useChoiceOptions } from '../../render/useFormDicts.ts';
import { useFormLanguage } from '../../render/useFieldText.ts';

type Value = WorkflowCondition['value'];
const NO_VALUE: readonly ConditionOp[] = ['empty', 'notEmpty'];

interface ConditionsEditorProps {
  id: string;
  value: WorkflowCondition[];
  /** the fields a condition may read (not the node itself) */
  fields: FormField[];
  onChange(conditions: WorkflowCondition[], group?: string): void;
}

function ValueInput({
  field,
  op,
  value,
  onChange,
}: {
  field: FormField | undefined;
  op: ConditionOp;
  value: Value;
  onChange(v: Value): void;
}) {
  const { t } = useTranslation();
  const { options } = useChoiceOptions(field ?? ({ options: null } as FormField));
  const list = op === 'in';
  if (NO_VALUE.includes(op)) return null;
  if (field?.type === 'switch')
    return (
      <Select
        size="small"
        style={{ minWidth: 90 }}
        value={typeof value === 'boolean' ? String(value) : undefined}
        options={[
          { value: 'true', label: t('ui.yes') },
          { value: 'false', label: t('ui.no') },
        ]}
        onChange={(v: string) => onChange(v === 'true')}
      />
    );
  if (field && ['select', 'radio', 'checkbox'].includes(field.type))
    return (
      <Select<string | string[]>
        size="small"
        style={{ minWidth: 120 }}
        mode={list ? 'multiple' : undefined}
        value={(value ?? undefined) as string | string[] | undefined}
        options={options}
        onChange={(v) => onChange(v ?? null)}
      />
    );
  if (field && (field.type === 'number' || field.type === 'money') && !list)
    return (
      <InputNumber
        size="small"
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      />
    );
  if (list)
    return (
      <Select
        size="small"
        mode="tags"
        style={{ minWidth: 140 }}
        value={Array.isArray(value) ? value.map(String) : []}
        onChange={(v: string[]) => onChange(v)}
      />
    );
  return (
    <Input
      size="small"
      style={{ width: 120 }}
      maxLength={200}
      value={typeof value === 'string' ? value : value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** When a node is shown: conditions on other fields' values, all of which must hold. */
export function ConditionsEditor({ id, value, fields, onChange }: ConditionsEditorProps) {
  const { t } = useTranslation();
  const lang = useFormLanguage();
  const set = (i: number, condition: WorkflowCondition, part?: string) =>
    onChange(
      value.map((c, at) => (at === i ? condition : c)),
      part ? `when:${id}:${i}:${part}` : undefined,
    );
  return (
    <Form.Item label={t('formDesign.when.title')} extra={t('formDesign.when.help')}>
      <Space orientation="vertical" style={{ width: '100%' }} size={6}>
        {value.length === 0 ? (
          <Typography.Text type="secondary">{t('formDesign.when.always')}</Typography.Text>
        ) : null}
        {value.map((condition, i) => {
          const on = fields.find((f) => f.key === condition.field);
          return (
            <Space key={i} wrap size={4} className="fd-condition" data-testid={`condition-${i}`}>
              <Select
                size="small"
                style={{ minWidth: 130 }}
                aria-label={t('formDesign.when.field')}
                value={condition.field}
                options={fields.map((f) => ({ value: f.key, label: `${fieldName(f, lang)} (${f.key})` }))}
                onChange={(field: string) => set(i, { ...condition, field, value: null })}
              />
              <Select<ConditionOp>
                size="small"
                style={{ minWidth: 100 }}
                aria-label={t('formDesign.when.op')}
                value={condition.op}
                options={CONDITION_OPS.map((op) => ({ value: op, label: t(`formDesign.op.${op}`) }))}
                onChange={(op) =>
                  set(i, {
                    ...condition,
                    op,
                    value: NO_VALUE.includes(op) ? null : op === 'in' ? [] : condition.value,
                  })
                }
              />
              <ValueInput
                field={on}
                op={condition.op}
                value={condition.value}
                onChange={(v) => set(i, { ...condition, value: v }, 'value')}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('formDesign.when.remove')}
                onClick={() => onChange(value.filter((_, at) => at !== i))}
              />
            </Space>
          );
        })}
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={fields.length === 0 || value.length >= FORM_LIMITS.conditions}
          onClick={() => {
            const first = fields[0] as FormField;
            onChange([...value, { field: first.key, op: 'notEmpty', value: null }]);
          }}
        >
          {t('formDesign.when.add')}
        </Button>
      </Space>
    </Form.Item>
  );
}

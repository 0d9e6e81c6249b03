import type { FormField, FormRules } from '@retail/contracts/api/system/form-model';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_RULES, FORM_PATTERNS, holdsList } from '../../render/contracts.ts';

type NumberRule = Exclude<keyof FormRules, 'pattern'>;
const COUNTS: readonly string[] = ['minCount', 'maxCount'];

interface RulesEditorProps {
  field: FormField;
  onChange(rules: FormRules, group: string): void;
}

/** The rules the field's type takes: lengths, a spec §5 pattern, bounds, decimals, counts of a list. */
export function RulesEditor({ field, onChange }: RulesEditorProps) {
  const { t } = useTranslation();
  const names = FIELD_RULES[field.type].filter((r) => holdsList(field) || !COUNTS.includes(r));
  if (names.length === 0) return null;
  const set = (rule: keyof FormRules, value: FormRules[keyof FormRules]) =>
    onChange({ ...field.rules, [rule]: value }, `rule:${field.id}:${rule}`);
  return (
    <>
      {names.map((rule) =>
        rule === 'pattern' ? (
          <Form.Item key={rule} label={t('formDesign.rules.pattern')}>
            <Select
              size="small"
              allowClear
              data-testid="rule-pattern"
              value={field.rules.pattern ?? undefined}
              placeholder={t('formDesign.rules.noPattern')}
              options={FORM_PATTERNS.map((p) => ({ value: p, label: t(`formDesign.patternName.${p}`) }))}
              onChange={(value) => set('pattern', value ?? null)}
            />
          </Form.Item>
        ) : (
          <Form.Item key={rule} label={t(`formDesign.rules.${rule as NumberRule}`)}>
            <InputNumber
              size="small"
              style={{ width: '100%' }}
              data-testid={`rule-${rule}`}
              value={field.rules[rule as NumberRule]}
              min={rule === 'min' || rule === 'max' ? undefined : 0}
              precision={rule === 'min' || rule === 'max' ? undefined : 0}
              onChange={(value) => set(rule, typeof value === 'number' ? value : null)}
            />
          </Form.Item>
        ),
      )}
    </>
  );
}

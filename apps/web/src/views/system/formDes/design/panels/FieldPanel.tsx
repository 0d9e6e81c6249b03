import type { FormField, FormSchema } from '@retail/contracts/api/system/form-model';
import { Button, Divider, Form, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHOICE_TYPES, formFields, MULTIPLE_TYPES } from '../../render/contracts.ts';
import { FieldInput } from '../../render/FieldInput.tsx';
import { ConditionsEditor } from './ConditionsEditor.tsx';
import { KeyInput, TextsInput } from './inputs.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { RulesEditor } from './RulesEditor.tsx';

/** Types whose default is chosen in the designer (files, people, places and rich texts start empty). */
const NO_DEFAULT: readonly FormField['type'][] = ['upload', 'user', 'org', 'richText'];
const NO_PLACEHOLDER: readonly FormField['type'][] = [
  'switch',
  'radio',
  'checkbox',
  'upload',
  'richText',
  'dateRange',
];

interface FieldPanelProps {
  field: FormField;
  schema: FormSchema;
  /** replaces the field; `group` makes typing in one input one step of the history */
  onChange(field: FormField, group?: string): void;
  /** renames the key, and the show conditions that read it */
  onRename(from: string, to: string): void;
}

/** The properties of a field: key, labels, required, placeholder and help, options, rules, default, conditions. */
export function FieldPanel({ field, schema, onChange, onRename }: FieldPanelProps) {
  const { t } = useTranslation();
  const others = formFields(schema)
    .map((p) => p.field)
    .filter((f) => f.id !== field.id);
  const set = <K extends keyof FormField>(key: K, value: FormField[K], group?: string) =>
    onChange({ ...field, [key]: value }, group);
  return (
    <Form layout="vertical" size="small" component="div" className="fd-props__form">
      <Form.Item label={t('formDesign.props.type')}>
        <Tag>{t(`formDesign.type.${field.type}`)}</Tag>
      </Form.Item>
      <KeyInput
        value={field.key}
        taken={new Set(others.map((f) => f.key))}
        onChange={(key) => onRename(field.key, key)}
      />
      <TextsInput
        label={t('formDesign.props.label')}
        name="prop-label"
        max={64}
        value={field.label}
        onChange={(label) => set('label', label, `label:${field.id}`)}
      />
      <Form.Item label={t('formDesign.props.required')}>
        <Switch
          size="small"
          data-testid="prop-required"
          checked={field.required}
          onChange={(required) => set('required', required)}
        />
      </Form.Item>
      {MULTIPLE_TYPES.includes(field.type) ? (
        <Form.Item label={t('formDesign.props.multiple')}>
          <Switch
            size="small"
            checked={field.multiple}
            onChange={(multiple) => onChange({ ...field, multiple, defaultValue: null })}
          />
        </Form.Item>
      ) : null}
      {CHOICE_TYPES.includes(field.type) ? (
        <OptionsEditor
          id={field.id}
          value={field.options}
          onChange={(options, group) => onChange({ ...field, options, defaultValue: null }, group)}
        />
      ) : null}
      <Divider size="small" />
      <RulesEditor field={field} onChange={(rules, group) => set('rules', rules, group)} />
      {NO_DEFAULT.includes(field.type) ? null : (
        <Form.Item label={t('formDesign.props.default')}>
          <div className="fd-props__default" data-testid="prop-default">
            <FieldInput
              field={field}
              value={field.defaultValue ?? undefined}
              onChange={(value) =>
                set(
                  'defaultValue',
                  value === undefined || value === '' ? null : (value as FormField['defaultValue']),
                  `default:${field.id}`,
                )
              }
            />
          </div>
          {field.defaultValue !== null ? (
            <Button size="small" type="link" onClick={() => set('defaultValue', null)}>
              {t('formDesign.props.clearDefault')}
            </Button>
          ) : null}
        </Form.Item>
      )}
      {NO_PLACEHOLDER.includes(field.type) ? null : (
        <TextsInput
          label={t('formDesign.props.placeholder')}
          name="prop-placeholder"
          max={128}
          value={field.placeholder}
          onChange={(placeholder) => set('placeholder', placeholder, `placeholder:${field.id}`)}
        />
      )}
      <TextsInput
        label={t('formDesign.props.help')}
        name="prop-help"
        max={200}
        value={field.help}
        onChange={(help) => set('help', help, `help:${field.id}`)}
      />
      <Divider size="small" />
      <ConditionsEditor
        id={field.id}
        value={field.showWhen}
        fields={others}
        onChange={(showWhen, group) => set('showWhen', showWhen, group)}
      />
    </Form>
  );
}

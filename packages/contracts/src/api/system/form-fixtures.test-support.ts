import {
  emptyRules,
  emptyTexts,
  type FormField,
  type FormFieldType,
  type FormNode,
  type FormSchema,
} from './form-model.ts';

/** A whole field node as the designer makes it, with `overrides`. */
export function field(type: FormFieldType, key: string, overrides: Partial<FormField> = {}): FormField {
  return {
    id: `n_${key}`,
    type,
    key,
    label: { 'zh-cn': `字段${key}`, en: `Field ${key}`, 'zh-tw': `欄位${key}` },
    placeholder: emptyTexts(),
    help: emptyTexts(),
    required: false,
    defaultValue: null,
    rules: emptyRules(),
    options: null,
    multiple: false,
    showWhen: [],
    ...overrides,
  };
}

export const schemaOf = (...nodes: FormNode[]): FormSchema => ({
  schemaVersion: 1,
  layout: 'vertical',
  nodes,
});

export const staticOptions = (...values: string[]): FormField['options'] => ({
  source: 'static',
  items: values.map((value) => ({ value, label: { 'zh-cn': value, en: value, 'zh-tw': value } })),
});

/** No dictionaries but `dicts`. */
export const contextWith = (dicts: Record<string, string[]> = {}) => ({
  dictValues: (code: string) => dicts[code],
});

import { isDateText } from '../../dates.ts';
import { isIdCard } from '../../id-card.ts';
import { yuanToFen } from '../../money.ts';
import { isUrl } from '../../url.ts';
import {
  isAccount,
  isChineseName,
  isEmail,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobile,
  isPassword,
  isPostalCode,
  isStrongPassword,
} from '../../validators.ts';
import {
  FORM_LIMITS,
  type FormField,
  type FormFieldType,
  type FormPattern,
  type FormRules,
  type FormSchema,
  formFields,
} from './form-model.ts';
import { isEmptyValue, visibleKeys } from './form-data.ts';

export { cleanFormData, initialFormData, isBlankHtml, isEmptyValue, visibleKeys } from './form-data.ts';

/**
 * The rules of a submission: ONE function, `validateFormData`, that the renderer runs as the user types and the
 * server runs on `submit`, so the server refuses exactly what the browser refuses. A hidden field (its own
 * or a group's show conditions do not hold) is neither required nor checked, and is left out of what is stored.
 */

/** The spec §5 validators behind each pattern, taken from packages/contracts/src/validators.ts and its siblings. */
export const FORM_PATTERN_TESTS: Record<FormPattern, (value: string) => boolean> = {
  mobile: isMobile,
  landline: isLandline,
  account: isAccount,
  password: isPassword,
  strongPassword: isStrongPassword,
  idCard: (v) => isIdCard(v),
  email: isEmail,
  url: isUrl,
  plate: isLicencePlate,
  postalCode: isPostalCode,
  chineseName: isChineseName,
  ipv4: isIPv4,
};

type RuleName = keyof FormRules;

/** The rules each type takes; others are refused by the publish check and never applied. */
export const FIELD_RULES: Record<FormFieldType, readonly RuleName[]> = {
  text: ['minLength', 'maxLength', 'pattern'],
  textarea: ['minLength', 'maxLength'],
  richText: ['maxLength'],
  number: ['min', 'max', 'precision'],
  money: ['min', 'max'],
  select: ['minCount', 'maxCount'],
  radio: [],
  checkbox: ['minCount', 'maxCount'],
  date: [],
  dateRange: [],
  switch: [],
  upload: ['minCount', 'maxCount'],
  user: ['minCount', 'maxCount'],
  org: ['minCount', 'maxCount'],
};
/** Types whose `multiple` switch means anything (checkbox and upload always hold lists). */
export const MULTIPLE_TYPES: readonly FormFieldType[] = ['select', 'user', 'org'];
export const CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];
const COUNT_RULES: readonly RuleName[] = ['minCount', 'maxCount'];

/** Whether a field holds a list: a checkbox, an upload, or a multiple select, user or org field. */
export const holdsList = (field: FormField): boolean =>
  field.type === 'checkbox' ||
  field.type === 'upload' ||
  (field.multiple && MULTIPLE_TYPES.includes(field.type));

/** The rules that apply to a field: those its type takes (counts only on a list). */
export function appliedRules(field: FormField): Partial<FormRules> {
  const names = FIELD_RULES[field.type].filter((r) => holdsList(field) || !COUNT_RULES.includes(r));
  return Object.fromEntries(names.map((r) => [r, field.rules[r]]).filter(([, v]) => v !== null));
}

export const FORM_ERROR_CODES = [
  'required',
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'min',
  'max',
  'precision',
  'money',
  'option',
  'duplicate',
  'minCount',
  'maxCount',
  'date',
  'dateOrder',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/**
 * What is wrong with a field's value: `code` is a message key under `form.rule.` in both clients' catalogues;
 * the message names the field (its label) and fills `params` (`{max: 20}`, `{pattern: 'mobile'}`).
 */
export interface FormFieldError {
  key: string;
  code: FormErrorCode;
  params: Record<string, string | number>;
}

/** What the rules need beyond the form: the option values of a dictionary (undefined: no such dictionary). */
export interface FormRuleContext {
  dictValues(code: string): readonly string[] | undefined;
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const decimalsOf = (v: number): number => {
  const text = String(v);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
};

type Check = { code: FormErrorCode; params?: Record<string, string | number> } | undefined;

function checkText(field: FormField, value: unknown): Check {
  if (typeof value !== 'string') return { code: 'type' };
  const rules = appliedRules(field);
  const cap =
    field.type === 'richText'
      ? FORM_LIMITS.richText
      : field.type === 'textarea'
        ? FORM_LIMITS.textarea
        : FORM_LIMITS.text;
  const max = Math.min(rules.maxLength ?? cap, cap);
  if (rules.minLength !== undefined && rules.minLength !== null && value.length < rules.minLength)
    return { code: 'minLength', params: { min: rules.minLength } };
  if (value.length > max) return { code: 'maxLength', params: { max } };
  if (rules.pattern && !FORM_PATTERN_TESTS[rules.pattern](value))
    return { code: 'pattern', params: { pattern: rules.pattern } };
  return undefined;
}

function checkNumber(field: FormField, value: unknown): Check {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'type' };
  const rules = appliedRules(field);
  if (field.type === 'money' && yuanToFen(value) === undefined) return { code: 'money' };
  if (rules.precision !== undefined && rules.precision !== null && decimalsOf(value) > rules.precision)
    return { code: 'precision', params: { precision: rules.precision } };
  if (rules.min !== undefined && rules.min !== null && value < rules.min)
    return { code: 'min', params: { min: rules.min } };
  if (rules.max !== undefined && rules.max !== null && value > rules.max)
    return { code: 'max', params: { max: rules.max } };
  return undefined;
}

function checkCount(field: FormField, count: number, cap: number): Check {
  const rules = appliedRules(field);
  const max = Math.min(rules.maxCount ?? cap, cap);
  if (rules.minCount !== undefined && rules.minCount !== null && count < rules.minCount)
    return { code: 'minCount', params: { min: rules.minCount } };
  if (count > max) return { code: 'maxCount', params: { max } };
  return undefined;
}

/** The values a choice may take: its listed options, or its dictionary's (none when the dictionary is gone). */
export function optionValues(field: FormField, context: FormRuleContext): readonly string[] {
  if (!field.options) return [];
  if (field.options.source === 'static') return field.options.items.map((o) => o.value);
  return context.dictValues(field.options.code) ?? [];
}

function checkList<T>(field: FormField, value: unknown, item: (v: unknown) => v is T, cap: number): Check {
  if (!Array.isArray(value) || !value.every(item)) return { code: 'type' };
  const ids = value.map((v) =>
    typeof v === 'object' && v !== null ? (v as unknown as { id: unknown }).id : v,
  );
  if (new Set(ids).size !== ids.length) return { code: 'duplicate' };
  return checkCount(field, value.length, cap);
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isFile = (v: unknown): v is { id: number; name: string } => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const file = v as Record<string, unknown>;
  return (
    isInteger(file.id) &&
    typeof file.name === 'string' &&
    file.name.length > 0 &&
    file.name.length <= 255 &&
    Object.keys(file).every((k) => k === 'id' || k === 'name')
  );
};

function checkChoice(field: FormField, value: unknown, context: FormRuleContext): Check {
  const allowed = optionValues(field, context);
  if (holdsList(field)) {
    const shape = checkList(field, value, isText, FORM_LIMITS.choices);
    if (shape) return shape;
    const unknown = (value as string[]).find((v) => !allowed.includes(v));
    return unknown === undefined ? undefined : { code: 'option', params: { value: unknown } };
  }
  if (typeof value !== 'string') return { code: 'type' };
  return allowed.includes(value) ? undefined : { code: 'option', params: { value } };
}

/** The first rule a shown field's non-empty value breaks, if any. */
export function checkValue(field: FormField, value: unknown, context: FormRuleContext): Check {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richText':
      return checkText(field, value);
    case 'number':
    case 'money':
      return checkNumber(field, value);
    case 'select':
    case 'radio':
    case 'checkbox':
      return checkChoice(field, value, context);
    case 'date':
      return typeof value === 'string' && isDateText(value) ? undefined : { code: 'date' };
    case 'dateRange': {
      if (!Array.isArray(value) || value.length !== 2) return { code: 'type' };
      const [from, to] = value as unknown[];
      if (!isText(from) || !isText(to) || !isDateText(from) || !isDateText(to)) return { code: 'date' };
      return from <= to ? undefined : { code: 'dateOrder' };
    }
    case 'switch':
      return typeof value === 'boolean' ? undefined : { code: 'type' };
    case 'upload':
      // without a maxCount rule an upload takes FORM_LIMITS.uploadDefault files
      return checkList(
        field,
        value,
        isFile,
        field.rules.maxCount === null ? FORM_LIMITS.uploadDefault : FORM_LIMITS.uploadMax,
      );
    case 'user':
    case 'org':
      if (holdsList(field)) return checkList(field, value, isInteger, FORM_LIMITS.choices);
      return isInteger(value) ? undefined : { code: 'type' };
  }
}

/**
 * Every field error of a submission, in reading order, at most one per field (the first rule its value breaks).
 * Keys the form does not have are not looked at (and not stored: `cleanFormData`).
 */
export function validateFormData(
  schema: Pick<FormSchema, 'nodes'>,
  data: Record<string, unknown>,
  context: FormRuleContext,
): FormFieldError[] {
  const shown = visibleKeys(schema, data);
  const errors: FormFieldError[] = [];
  const seen = new Set<string>();
  for (const { field } of formFields(schema)) {
    if (!shown.has(field.key) || seen.has(field.key)) continue;
    seen.add(field.key);
    const value = Object.hasOwn(data, field.key) ? data[field.key] : undefined;
    if (isEmptyValue(field, value)) {
      if (field.required) errors.push({ key: field.key, code: 'required', params: {} });
      continue;
    }
    const broken = checkValue(field, value, context);
    if (broken) errors.push({ key: field.key, code: broken.code, params: broken.params ?? {} });
  }
  return errors;
}

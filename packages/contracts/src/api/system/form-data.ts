import { type FormField, type FormSchema, formFields, type PlacedField } from './form-model.ts';
import { conditionHolds, type WorkflowCondition } from './workflow-graph.ts';

/**
 * What a submission holds: which fields are shown for its values, which values count as none, and what is
 * stored of it. The rules of its values are `validateFormData` (form-rules.ts).
 */

/** Markup with no text in it (the rich-text editor's empty paragraph), unless it shows an image or a video. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}

/** No value: nothing, '', only spaces, an empty list, blank markup; a switch that is off. */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (field.type === 'switch') return value === false;
  if (typeof value === 'string') return field.type === 'richText' ? isBlankHtml(value) : value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The keys of the fields shown for these values, in reading order: a field is shown while its own show
 * conditions and those of the groups around it hold (`conditionHolds`, shared with the workflow's branches).
 */
export function visibleKeys(schema: Pick<FormSchema, 'nodes'>, data: Record<string, unknown>): Set<string> {
  const placed = formFields(schema);
  const byKey = new Map<string, PlacedField>();
  for (const p of placed) if (!byKey.has(p.field.key)) byKey.set(p.field.key, p);
  const shown = new Map<string, boolean>();
  const visiting = new Set<string>();

  // a condition reads a field's value only while that field is shown itself; a cycle shows neither
  const isShown = (key: string): boolean => {
    const known = shown.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) return false;
    visiting.add(key);
    const entry = byKey.get(key) as PlacedField;
    const holds = (condition: WorkflowCondition) => {
      const root = condition.field.split('.')[0] as string;
      const seen = byKey.has(root) && isShown(root) ? data[root] : undefined;
      return conditionHolds(condition, { [root]: seen });
    };
    const result = entry.conditions.every((list) => list.every(holds));
    visiting.delete(key);
    shown.set(key, result);
    return result;
  };
  return new Set(placed.filter((p) => isShown(p.field.key)).map((p) => p.field.key));
}

/**
 * What a valid submission stores: the values of the shown fields that have one (a switch that is off keeps
 * `false`); hidden fields, empty values and keys the form does not have are left out.
 */
export function cleanFormData(
  schema: Pick<FormSchema, 'nodes'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const shown = visibleKeys(schema, data);
  const out: Record<string, unknown> = {};
  for (const { field } of formFields(schema)) {
    if (!shown.has(field.key) || !Object.hasOwn(data, field.key)) continue;
    const value = data[field.key];
    if (field.type === 'switch' ? typeof value === 'boolean' : !isEmptyValue(field, value))
      out[field.key] = value;
  }
  return out;
}

/** The values a new submission starts from: each field's default. */
export function initialFormData(schema: Pick<FormSchema, 'nodes'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of formFields(schema)) {
    if (field.defaultValue !== null && !(field.key in out)) out[field.key] = field.defaultValue;
  }
  return out;
}

import { z } from 'zod';
import { conditionSchema, type WorkflowCondition } from './workflow-graph.ts';

/**
 * A designed form (schemaVersion 1), shared by the designer and the renderer (apps/web) and the form module
 * (apps/server). Our own JSON: a tree of nodes, each a field (with a `key`, the name of its value in a
 * submission) or a layout node (a grid of columns, a group), each holding further nodes.
 *
 * The schema has defaults but no transforms: what parses is what was sent, so a designer that keeps whole
 * nodes saves, reloads, exports and imports a form without changing it. The rules a publish needs beyond the
 * shape (unique keys, options, known dictionaries...) are `checkFormSchema` (form-check.ts); the rules of a
 * submission are `validateFormData` (form-rules.ts).
 */

export const FORM_LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'money',
  'select',
  'radio',
  'checkbox',
  'date',
  'dateRange',
  'switch',
  'upload',
  'user',
  'org',
  'richText',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_LAYOUT_TYPES = ['grid', 'group'] as const;
export type FormLayoutType = (typeof FORM_LAYOUT_TYPES)[number];
export type FormNodeType = FormFieldType | FormLayoutType;

/** The spec §5 validators a text field may require (their tests are in packages/contracts/src/validators.ts). */
export const FORM_PATTERNS = [
  'mobile',
  'landline',
  'account',
  'password',
  'strongPassword',
  'idCard',
  'email',
  'url',
  'plate',
  'postalCode',
  'chineseName',
  'ipv4',
] as const;
export type FormPattern = (typeof FORM_PATTERNS)[number];

/** Limits the schema and the publish check share. */
export const FORM_LIMITS = {
  /** nodes of a form, fields and layout together */
  nodes: 200,
  /** layout nodes inside each other (a field in a group in a grid column is at depth 3) */
  depth: 4,
  options: 100,
  conditions: 10,
  gridColumns: 6,
  /** characters of a text, a textarea and a rich text's HTML, unless a rule asks for fewer */
  text: 500,
  textarea: 5000,
  richText: 100_000,
  /** files of an upload field, unless its rule asks for fewer; at most `uploadMax` */
  uploadDefault: 5,
  uploadMax: 20,
  /** items of a multiple choice (checkbox, multiple select, users, organisations) */
  choices: 100,
} as const;

const nodeId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (1–40)');
/** A field's key: the name of its value in a submission and in conditions (`storeName`). */
export const FORM_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const fieldKey = z.string().regex(FORM_KEY, 'a letter, then letters, digits and _ (1–40)');

/** A text in the three languages; an empty one falls back to zh-cn, then to another language. */
const texts = (max: number) =>
  z.strictObject({
    'zh-cn': z.string().max(max),
    en: z.string().max(max),
    'zh-tw': z.string().max(max),
  });
export type FormTexts = Record<FormLanguage, string>;
export const emptyTexts = (): FormTexts => ({ 'zh-cn': '', en: '', 'zh-tw': '' });

/** A field's rules; null is "no rule". Which rules a type takes: `FIELD_RULES` (form-rules.ts). */
export const formRulesSchema = z.strictObject({
  minLength: z.int().min(0).max(FORM_LIMITS.richText).nullable().default(null),
  maxLength: z.int().min(1).max(FORM_LIMITS.richText).nullable().default(null),
  min: z.number().min(-1e12).max(1e12).nullable().default(null),
  max: z.number().min(-1e12).max(1e12).nullable().default(null),
  /** a number's most decimals */
  precision: z.int().min(0).max(6).nullable().default(null),
  pattern: z.enum(FORM_PATTERNS).nullable().default(null),
  /** items of a list: chosen options, users, organisations, files */
  minCount: z.int().min(0).max(FORM_LIMITS.choices).nullable().default(null),
  maxCount: z.int().min(1).max(FORM_LIMITS.choices).nullable().default(null),
});
export type FormRules = z.output<typeof formRulesSchema>;
export const emptyRules = (): FormRules => ({
  minLength: null,
  maxLength: null,
  min: null,
  max: null,
  precision: null,
  pattern: null,
  minCount: null,
  maxCount: null,
});

export const formOptionSchema = z.strictObject({
  /** what a submission holds */
  value: z.string().min(1).max(64),
  label: texts(64),
});
export type FormOption = z.output<typeof formOptionSchema>;

/** A choice's options: listed in the form, or the enabled items of a dictionary (their `code` is the value). */
export const formOptionsSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('static'),
    items: z.array(formOptionSchema).max(FORM_LIMITS.options),
  }),
  z.strictObject({ source: z.literal('dict'), code: z.string().min(1).max(64) }),
]);
export type FormOptions = z.output<typeof formOptionsSchema>;

const scalarValue = z.union([z.string().max(FORM_LIMITS.richText), z.number().finite(), z.boolean()]);
/** A value as a submission (or a default) holds it; each type's shape is checked by `validateFormData`. */
export const formValueSchema = z.union([
  scalarValue,
  z.array(z.union([z.string().max(1000), z.number().finite()])).max(FORM_LIMITS.choices),
]);
export type FormValue = z.output<typeof formValueSchema>;

/** Shown only while all hold (AND), tested on the values of the fields that are shown themselves. */
const showWhen = z.array(conditionSchema).max(FORM_LIMITS.conditions).default([]);

export const formFieldSchema = z.strictObject({
  id: nodeId,
  type: z.enum(FORM_FIELD_TYPES),
  key: fieldKey,
  label: texts(64),
  placeholder: texts(128).default(emptyTexts),
  help: texts(200).default(emptyTexts),
  required: z.boolean().default(false),
  defaultValue: formValueSchema.nullable().default(null),
  rules: formRulesSchema.default(emptyRules),
  options: formOptionsSchema.nullable().default(null),
  /** select, user and org: several values instead of one */
  multiple: z.boolean().default(false),
  showWhen,
});
export type FormField = z.output<typeof formFieldSchema>;

export interface FormGridColumn {
  id: string;
  /** of 24, as antd's grid */
  span: number;
  children: FormNode[];
}
export interface FormGrid {
  id: string;
  type: 'grid';
  columns: FormGridColumn[];
}
export interface FormGroup {
  id: string;
  type: 'group';
  title: FormTexts;
  showWhen: WorkflowCondition[];
  children: FormNode[];
}
export type FormNode = FormField | FormGrid | FormGroup;
export type FormLayoutNode = FormGrid | FormGroup;

export const formNodeSchema: z.ZodType<FormNode, unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [formFieldSchema, formGridSchema, formGroupSchema]),
);
const children = z.array(formNodeSchema).max(FORM_LIMITS.nodes);

const formGridSchema = z.strictObject({
  id: nodeId,
  type: z.literal('grid'),
  columns: z
    .array(z.strictObject({ id: nodeId, span: z.int().min(1).max(24), children }))
    .min(1)
    .max(FORM_LIMITS.gridColumns),
});
const formGroupSchema = z.strictObject({
  id: nodeId,
  type: z.literal('group'),
  title: texts(64),
  showWhen,
  children,
});

export const formSchemaSchema = z.strictObject({
  schemaVersion: z.literal(1),
  /** labels above the inputs, or beside them */
  layout: z.enum(['vertical', 'horizontal']).default('vertical'),
  nodes: children,
});
export type FormSchema = z.output<typeof formSchemaSchema>;
export type FormSchemaBody = z.input<typeof formSchemaSchema>;

export const emptyFormSchema = (): FormSchema => ({ schemaVersion: 1, layout: 'vertical', nodes: [] });

export const isFormField = (node: FormNode): node is FormField =>
  node.type !== 'grid' && node.type !== 'group';

/** The nodes directly inside a node (a grid's columns' children, in column order). */
export function childNodes(node: FormNode): FormNode[] {
  if (node.type === 'grid') return node.columns.flatMap((c) => c.children);
  if (node.type === 'group') return node.children;
  return [];
}

export interface PlacedField {
  field: FormField;
  /** the show conditions of the groups around it, outermost first, then its own */
  conditions: WorkflowCondition[][];
}

/** Every field of a form in reading order, with the conditions it is shown under. */
export function formFields(schema: Pick<FormSchema, 'nodes'>): PlacedField[] {
  const out: PlacedField[] = [];
  const walk = (nodes: FormNode[], around: WorkflowCondition[][]) => {
    for (const node of nodes) {
      if (isFormField(node)) out.push({ field: node, conditions: [...around, node.showWhen] });
      else if (node.type === 'group') walk(node.children, [...around, node.showWhen]);
      else for (const column of node.columns) walk(column.children, around);
    }
  };
  walk(schema.nodes, []);
  return out;
}

/** A text in a language: its own, else zh-cn's, else the first there is. */
export function textIn(texts: FormTexts, lang: FormLanguage): string {
  const own = texts[lang].trim();
  if (own) return texts[lang];
  return FORM_LANGUAGES.map((l) => texts[l]).find((t) => t.trim() !== '') ?? '';
}

/** How messages name a field: its label in the language, else its key. */
export const fieldName = (field: FormField, lang: FormLanguage): string =>
  textIn(field.label, lang) || field.key;

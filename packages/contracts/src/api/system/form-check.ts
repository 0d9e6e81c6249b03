import {
  childNodes,
  FORM_LIMITS,
  type FormField,
  type FormNode,
  type FormSchema,
  formFields,
  isFormField,
  textIn,
} from './form-model.ts';
import {
  appliedRules,
  CHOICE_TYPES,
  checkValue,
  FIELD_RULES,
  holdsList,
  MULTIPLE_TYPES,
} from './form-rules.ts';

/**
 * The publish check, the same in the designer and on the server: what a form needs beyond its shape before its
 * fields can be filled in. `code` is a message key under `form.issue.` in both clients' catalogues; `name` is
 * how the message names the node (a field's label in zh-cn, else its key; a layout node's title, else its id).
 */
export const FORM_ISSUE_CODES = [
  'noFields',
  'tooManyNodes',
  'tooDeep',
  'duplicateId',
  'duplicateKey',
  'noLabel',
  'noOptions',
  'optionsNotAllowed',
  'duplicateOption',
  'ruleNotAllowed',
  'ruleRange',
  'multipleNotAllowed',
  'badDefault',
  'unknownConditionField',
  'selfCondition',
  'conditionCycle',
  'gridSpan',
  'unknownDict',
] as const;
export type FormIssueCode = (typeof FORM_ISSUE_CODES)[number];

export interface FormIssue {
  code: FormIssueCode;
  /** the node's id, when the issue is a node's */
  nodeId?: string;
  name?: string;
  params?: Record<string, string | number>;
}

export interface FormCheckOptions {
  /** the dictionaries there are (the server's); the designer leaves it out and the server names the unknown */
  dictCodes?: ReadonlySet<string>;
}

const nodeName = (node: FormNode): string => {
  if (isFormField(node)) return textIn(node.label, 'zh-cn') || node.key;
  if (node.type === 'group') return textIn(node.title, 'zh-cn') || node.id;
  return node.id;
};

const hasLabel = (field: FormField) => textIn(field.label, 'zh-cn').trim() !== '';

function fieldIssues(field: FormField, options: FormCheckOptions): FormIssue[] {
  const at = { nodeId: field.id, name: nodeName(field) };
  const issues: FormIssue[] = [];
  if (!hasLabel(field)) issues.push({ code: 'noLabel', ...at });
  const isChoice = CHOICE_TYPES.includes(field.type);
  if (isChoice) {
    const opts = field.options;
    if (!opts || (opts.source === 'static' && opts.items.length === 0))
      issues.push({ code: 'noOptions', ...at });
    if (opts?.source === 'static') {
      const values = opts.items.map((o) => o.value);
      const twice = values.find((v, i) => values.indexOf(v) !== i);
      if (twice !== undefined) issues.push({ code: 'duplicateOption', ...at, params: { value: twice } });
    }
    if (opts?.source === 'dict' && options.dictCodes && !options.dictCodes.has(opts.code))
      issues.push({ code: 'unknownDict', ...at, params: { dict: opts.code } });
  } else if (field.options) {
    issues.push({ code: 'optionsNotAllowed', ...at });
  }
  if (field.multiple && !MULTIPLE_TYPES.includes(field.type))
    issues.push({ code: 'multipleNotAllowed', ...at });
  const allowed = new Set<string>(FIELD_RULES[field.type]);
  const applied = appliedRules(field);
  for (const [rule, value] of Object.entries(field.rules)) {
    if (value !== null && (!allowed.has(rule) || !(rule in applied)))
      issues.push({ code: 'ruleNotAllowed', ...at, params: { rule } });
  }
  const { rules } = field;
  const range = (min: number | null, max: number | null, rule: string) => {
    if (min !== null && max !== null && min > max)
      issues.push({ code: 'ruleRange', ...at, params: { rule } });
  };
  range(rules.minLength, rules.maxLength, 'length');
  range(rules.min, rules.max, 'value');
  range(rules.minCount, rules.maxCount, 'count');
  if (field.defaultValue !== null) {
    // a default must be a value the field takes (dictionary items are checked against the server's list)
    const noDefault = ['upload', 'user', 'org', 'richText'].includes(field.type);
    const dictValues = () => undefined;
    const wrong =
      noDefault ||
      (field.options?.source === 'dict'
        ? typeof field.defaultValue !== (holdsList(field) ? 'object' : 'string')
        : checkValue(field, field.defaultValue, { dictValues }) !== undefined);
    if (wrong) issues.push({ code: 'badDefault', ...at });
  }
  return issues;
}

/** Fields whose show conditions (their own and their groups') read a field that depends on them in turn. */
function conditionIssues(schema: Pick<FormSchema, 'nodes'>): FormIssue[] {
  const issues: FormIssue[] = [];
  const placed = formFields(schema);
  const keys = new Set(placed.map((p) => p.field.key));
  const needs = new Map<string, Set<string>>();
  for (const { field, conditions } of placed) {
    const at = { nodeId: field.id, name: nodeName(field) };
    const reads = new Set<string>();
    for (const condition of conditions.flat()) {
      const root = condition.field.split('.')[0] as string;
      if (!keys.has(root))
        issues.push({ code: 'unknownConditionField', ...at, params: { field: condition.field } });
      else if (root === field.key) issues.push({ code: 'selfCondition', ...at });
      else reads.add(root);
    }
    needs.set(field.key, new Set([...(needs.get(field.key) ?? []), ...reads]));
  }
  // a depth-first walk of "is shown depending on": a key met again on the way is on a cycle
  const state = new Map<string, 1 | 2>();
  const onCycle = new Set<string>();
  const visit = (key: string, path: string[]) => {
    state.set(key, 1);
    for (const next of needs.get(key) ?? []) {
      if (state.get(next) === 1) for (const k of path.slice(path.indexOf(next))) onCycle.add(k);
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(key, 2);
  };
  for (const key of needs.keys()) if (!state.has(key)) visit(key, [key]);
  for (const { field } of placed) {
    if (onCycle.has(field.key))
      issues.push({ code: 'conditionCycle', nodeId: field.id, name: nodeName(field) });
  }
  return issues;
}

/** What keeps a form from being published; empty when it can be. */
export function checkFormSchema(
  schema: Pick<FormSchema, 'nodes'>,
  options: FormCheckOptions = {},
): FormIssue[] {
  const issues: FormIssue[] = [];
  const ids = new Set<string>();
  const keys = new Set<string>();
  let count = 0;
  const walk = (nodes: FormNode[], depth: number) => {
    for (const node of nodes) {
      count++;
      const at = { nodeId: node.id, name: nodeName(node) };
      if (ids.has(node.id)) issues.push({ code: 'duplicateId', ...at, params: { id: node.id } });
      ids.add(node.id);
      if (isFormField(node)) {
        if (keys.has(node.key)) issues.push({ code: 'duplicateKey', ...at, params: { key: node.key } });
        keys.add(node.key);
        issues.push(...fieldIssues(node, options));
        continue;
      }
      if (depth >= FORM_LIMITS.depth) issues.push({ code: 'tooDeep', ...at });
      if (node.type === 'grid') {
        for (const column of node.columns) {
          if (ids.has(column.id)) issues.push({ code: 'duplicateId', ...at, params: { id: column.id } });
          ids.add(column.id);
        }
        const span = node.columns.reduce((sum, c) => sum + c.span, 0);
        if (span > 24) issues.push({ code: 'gridSpan', ...at, params: { span } });
      }
      walk(childNodes(node), depth + 1);
    }
  };
  walk(schema.nodes, 0);
  if (count > FORM_LIMITS.nodes) issues.unshift({ code: 'tooManyNodes', params: { max: FORM_LIMITS.nodes } });
  if (keys.size === 0) issues.unshift({ code: 'noFields' });
  issues.push(...conditionIssues(schema));
  return issues;
}

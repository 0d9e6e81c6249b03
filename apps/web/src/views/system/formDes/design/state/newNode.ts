import type {
  FormField,
  FormFieldType,
  FormNode,
  FormSchema,
  FormTexts,
} from '@retail/contracts/api/system/form-model';
import { emptyRules, emptyTexts } from '../../render/contracts.ts';
import { usedNames } from './tree.ts';

export type PaletteType = FormFieldType | 'grid' | 'group';

/**
 * The label a new node starts with, in the three languages: it is part of the form (what fillers read in each
 * language), so it lives here rather than in the screen's message set.
 */
export const PALETTE_LABELS: Record<PaletteType, FormTexts> = {
  text: { 'zh-cn': '单行文本', en: 'Text', 'zh-tw': '單行文字' },
  textarea: { 'zh-cn': '多行文本', en: 'Paragraph', 'zh-tw': '多行文字' },
  number: { 'zh-cn': '数字', en: 'Number', 'zh-tw': '數字' },
  money: { 'zh-cn': '金额', en: 'Amount', 'zh-tw': '金額' },
  select: { 'zh-cn': '下拉选择', en: 'Choice', 'zh-tw': '下拉選擇' },
  radio: { 'zh-cn': '单选', en: 'Single choice', 'zh-tw': '單選' },
  checkbox: { 'zh-cn': '多选', en: 'Multiple choice', 'zh-tw': '多選' },
  date: { 'zh-cn': '日期', en: 'Date', 'zh-tw': '日期' },
  dateRange: { 'zh-cn': '日期范围', en: 'Date range', 'zh-tw': '日期範圍' },
  switch: { 'zh-cn': '开关', en: 'Yes or no', 'zh-tw': '開關' },
  upload: { 'zh-cn': '附件', en: 'Files', 'zh-tw': '附件' },
  user: { 'zh-cn': '人员', en: 'Person', 'zh-tw': '人員' },
  org: { 'zh-cn': '机构', en: 'Organisation', 'zh-tw': '機構' },
  richText: { 'zh-cn': '富文本', en: 'Rich text', 'zh-tw': '富文字' },
  grid: { 'zh-cn': '栅格', en: 'Grid', 'zh-tw': '柵格' },
  group: { 'zh-cn': '分组', en: 'Group', 'zh-tw': '分組' },
};

const OPTION = (n: number): FormTexts => ({ 'zh-cn': `选项${n}`, en: `Option ${n}`, 'zh-tw': `選項${n}` });

/** The first of `base1`, `base2`… that `taken` does not hold. */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** A whole new node of a palette type, its id and key unused in the form. */
export function newNode(type: PaletteType, schema: FormSchema): FormNode {
  const { ids, keys } = usedNames(schema);
  const id = freeName(`${type}_`, ids);
  if (type === 'grid') {
    ids.add(id);
    const left = freeName(`${id}_c`, ids);
    ids.add(left);
    return {
      id,
      type: 'grid',
      columns: [
        { id: left, span: 12, children: [] },
        { id: freeName(`${id}_c`, ids), span: 12, children: [] },
      ],
    };
  }
  if (type === 'group')
    return { id, type: 'group', title: { ...PALETTE_LABELS.group }, showWhen: [], children: [] };
  const field: FormField = {
    id,
    type,
    key: freeName(type, keys),
    label: { ...PALETTE_LABELS[type] },
    placeholder: emptyTexts(),
    help: emptyTexts(),
    required: false,
    defaultValue: null,
    rules: emptyRules(),
    options: null,
    multiple: false,
    showWhen: [],
  };
  if (type === 'select' || type === 'radio' || type === 'checkbox')
    field.options = {
      source: 'static',
      items: [1, 2].map((n) => ({ value: String(n), label: OPTION(n) })),
    };
  return field;
}

/** A copy of a node with new ids and keys (a duplicated field is a field of its own). */
export function copyNode(node: FormNode, schema: FormSchema): FormNode {
  const { ids, keys } = usedNames(schema);
  const fresh = (old: string, taken: Set<string>) => {
    const name = freeName(old.replace(/\d+$/, '').slice(0, 36), taken);
    taken.add(name);
    return name;
  };
  const walk = (n: FormNode): FormNode => {
    if (n.type === 'grid')
      return {
        ...n,
        id: fresh(n.id, ids),
        columns: n.columns.map((c) => ({ ...c, id: fresh(c.id, ids), children: c.children.map(walk) })),
      };
    if (n.type === 'group') return { ...n, id: fresh(n.id, ids), children: n.children.map(walk) };
    return { ...structuredClone(n), id: fresh(n.id, ids), key: fresh(n.key, keys) };
  };
  return walk(node);
}

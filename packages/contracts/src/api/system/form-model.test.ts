import { describe, expect, it } from 'vitest';
import { field, schemaOf, staticOptions } from './form-fixtures.test-support.ts';
import { FORM_FIELD_TYPES, type FormSchema, formFields, formSchemaSchema, textIn } from './form-model.ts';

/** A form holding every field type, a grid of two columns and a group shown under a condition. */
function everyType(): FormSchema {
  const fields = FORM_FIELD_TYPES.map((type, i) =>
    field(type, `f${i}`, {
      options: ['select', 'radio', 'checkbox'].includes(type) ? staticOptions('a', 'b') : null,
    }),
  );
  return {
    schemaVersion: 1,
    layout: 'horizontal',
    nodes: [
      ...fields.slice(0, 4),
      {
        id: 'grid1',
        type: 'grid',
        columns: [
          { id: 'c1', span: 12, children: fields.slice(4, 8) },
          { id: 'c2', span: 12, children: [] },
        ],
      },
      {
        id: 'group1',
        type: 'group',
        title: { 'zh-cn': '组', en: 'Group', 'zh-tw': '組' },
        showWhen: [{ field: 'f9', op: 'eq', value: true }],
        children: fields.slice(8),
      },
    ],
  };
}

describe('form model', () => {
  it('reads back what it wrote, whole: JSON text and parsing change nothing', () => {
    const schema = everyType();
    const again = formSchemaSchema.parse(JSON.parse(JSON.stringify(schema)));
    expect(again).toEqual(schema);
    expect(formFields(again).map((p) => p.field.type)).toEqual([...FORM_FIELD_TYPES]);
  });

  it('fills defaults once, so a parsed form parses to itself', () => {
    const minimal = {
      schemaVersion: 1,
      nodes: [{ id: 'a', type: 'text', key: 'name', label: { 'zh-cn': '名称', en: '', 'zh-tw': '' } }],
    };
    const once = formSchemaSchema.parse(minimal);
    expect(once.nodes[0]).toMatchObject({ required: false, showWhen: [], options: null, defaultValue: null });
    expect(formSchemaSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('refuses unknown properties, types and keys, naming where they are', () => {
    const paths = (value: unknown) =>
      formSchemaSchema.safeParse(value).error?.issues.map((i) => i.path.join('.')) ?? [];
    const base = everyType();
    expect(paths({ ...base, extra: 1 })).toEqual(['']);
    const badType = structuredClone(base) as { nodes: Array<Record<string, unknown>> };
    (badType.nodes[1] as Record<string, unknown>).type = 'colour';
    expect(paths(badType)).toEqual(['nodes.1.type']);
    const badKey = structuredClone(base);
    (
      badKey.nodes[4] as { columns: Array<{ children: Array<{ key: string }> }> }
    ).columns[0]!.children[1]!.key = '1st';
    expect(paths(badKey)).toEqual(['nodes.4.columns.0.children.1.key']);
    expect(paths({ ...base, nodes: [{ id: 'g', type: 'grid', columns: [] }] })).toEqual(['nodes.0.columns']);
  });

  it('names a text in a language, falling back to zh-cn, then any', () => {
    expect(textIn({ 'zh-cn': '手机', en: 'Mobile', 'zh-tw': '' }, 'zh-tw')).toBe('手机');
    expect(textIn({ 'zh-cn': '', en: 'Mobile', 'zh-tw': '' }, 'zh-cn')).toBe('Mobile');
    expect(textIn({ 'zh-cn': '手机', en: 'Mobile', 'zh-tw': '手機' }, 'en')).toBe('Mobile');
  });

  it('lists fields in reading order with the conditions of the groups around them', () => {
    const schema = schemaOf(field('switch', 'agree'), {
      id: 'g',
      type: 'group',
      title: { 'zh-cn': '', en: '', 'zh-tw': '' },
      showWhen: [{ field: 'agree', op: 'eq', value: true }],
      children: [field('text', 'why', { showWhen: [{ field: 'agree', op: 'notEmpty', value: null }] })],
    });
    const placed = formFields(schema);
    expect(placed.map((p) => p.field.key)).toEqual(['agree', 'why']);
    expect(placed[1]?.conditions.map((list) => list.map((c) => c.op))).toEqual([['eq'], ['notEmpty']]);
  });
});

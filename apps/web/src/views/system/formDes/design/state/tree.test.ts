import type { FormField, FormGrid, FormGroup, FormSchema } from '@retail/contracts/api/system/form-model';
import { describe, expect, it } from 'vitest';
import { emptyFormSchema, formFields, formSchemaSchema } from '../../render/contracts.ts';
import { copyNode, newNode, type PaletteType } from './newNode.ts';
import { findNode, insertNode, moveNode, removeNode, renameKey, ROOT } from './tree.ts';

const TYPES: PaletteType[] = [
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
  'grid',
  'group',
];

/** Adds a node of each type at the end of the root, as the palette's click does. */
function withEveryType(): FormSchema {
  let schema = emptyFormSchema();
  for (const type of TYPES)
    schema = insertNode(schema, { container: ROOT, index: schema.nodes.length }, newNode(type, schema));
  return schema;
}
const keys = (schema: FormSchema) => formFields(schema).map((p) => p.field.key);

describe('designer tree', () => {
  it('makes whole nodes that save, reload and travel as JSON unchanged', () => {
    const schema = withEveryType();
    const grid = schema.nodes.find((n) => n.type === 'grid') as FormGrid;
    const group = schema.nodes.find((n) => n.type === 'group') as FormGroup;
    let nested = insertNode(schema, { container: grid.columns[1]!.id, index: 0 }, newNode('money', schema));
    nested = insertNode(nested, { container: group.id, index: 0 }, newNode('select', nested));
    expect(formSchemaSchema.parse(JSON.parse(JSON.stringify(nested)))).toEqual(nested);
    expect(new Set(keys(nested)).size).toBe(keys(nested).length);
  });

  it('reorders within a container, moving down as well as up', () => {
    let schema = emptyFormSchema();
    for (const type of ['text', 'number', 'date'] as const)
      schema = insertNode(schema, { container: ROOT, index: schema.nodes.length }, newNode(type, schema));
    expect(keys(moveNode(schema, 'text_1', { container: ROOT, index: 3 }))).toEqual([
      'number1',
      'date1',
      'text1',
    ]);
    expect(keys(moveNode(schema, 'date_1', { container: ROOT, index: 0 }))).toEqual([
      'date1',
      'text1',
      'number1',
    ]);
    // dropping a node next to itself changes nothing
    expect(moveNode(schema, 'number_1', { container: ROOT, index: 2 })).toBe(schema);
  });

  it('moves nodes into grid columns and groups, never a container into itself', () => {
    let schema = withEveryType();
    const grid = findNode(schema, 'grid_1') as FormGrid;
    const column = grid.columns[0]!.id;
    schema = moveNode(schema, 'text_1', { container: column, index: 0 });
    schema = moveNode(schema, 'grid_1', { container: 'group_1', index: 0 });
    const group = findNode(schema, 'group_1') as FormGroup;
    expect(group.children.map((n) => n.id)).toEqual(['grid_1']);
    expect((group.children[0] as FormGrid).columns[0]!.children.map((n) => n.id)).toEqual(['text_1']);
    expect(moveNode(schema, 'group_1', { container: column, index: 0 })).toBe(schema);
    expect(findNode(removeNode(schema, 'group_1'), 'text_1')).toBeUndefined();
  });

  it('renames a key together with the show conditions that read it', () => {
    let schema = withEveryType();
    schema = {
      ...schema,
      nodes: schema.nodes.map((n) =>
        n.id === 'number_1'
          ? { ...(n as FormField), showWhen: [{ field: 'switch1', op: 'eq', value: true }] }
          : n,
      ),
    };
    const renamed = renameKey(schema, 'switch1', 'hasIssue');
    expect((findNode(renamed, 'switch_1') as FormField).key).toBe('hasIssue');
    expect((findNode(renamed, 'number_1') as FormField).showWhen[0]?.field).toBe('hasIssue');
  });

  it('copies a node with keys and ids of its own', () => {
    const schema = withEveryType();
    const copy = copyNode(findNode(schema, 'group_1') as FormGroup, schema) as FormGroup;
    expect(copy.id).not.toBe('group_1');
    const text = copyNode(findNode(schema, 'text_1') as FormField, schema) as FormField;
    expect([text.id, text.key]).toEqual(['text_2', 'text2']);
    expect(text.label).toEqual((findNode(schema, 'text_1') as FormField).label);
  });
});

import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { describe, expect, it } from 'vitest';
import { emptyFormSchema } from '../../render/contracts.ts';
import { designReducer, type DesignState, initialDesign, isDirty } from './history.ts';
import { newNode } from './newNode.ts';
import { insertNode, ROOT } from './tree.ts';

const add = (state: DesignState): DesignState =>
  designReducer(state, {
    type: 'change',
    edit: (s: FormSchema) => insertNode(s, { container: ROOT, index: s.nodes.length }, newNode('text', s)),
  });
const rename = (state: DesignState, name: string, group?: string): DesignState =>
  designReducer(state, {
    type: 'change',
    group,
    edit: (s) => ({ ...s, layout: name === 'h' ? 'horizontal' : 'vertical' }),
  });

describe('designer history', () => {
  it('undoes and redoes changes, and is clean again at the schema last saved', () => {
    const start = initialDesign(emptyFormSchema());
    const two = add(add(start));
    expect(two.schema.nodes).toHaveLength(2);
    expect(isDirty(two)).toBe(true);
    const back = designReducer(designReducer(two, { type: 'undo' }), { type: 'undo' });
    expect(back.schema).toBe(start.schema);
    expect(isDirty(back)).toBe(false);
    const again = designReducer(back, { type: 'redo' });
    expect(again.schema.nodes).toHaveLength(1);
    // a new change drops what could be redone
    expect(add(again).future).toEqual([]);
  });

  it('keeps changes of one name as one step until another change', () => {
    const start = initialDesign(emptyFormSchema());
    const typed = rename(rename(rename(start, 'h', 'label:a'), 'v', 'label:a'), 'h', 'label:a');
    expect(typed.past).toHaveLength(1);
    expect(designReducer(typed, { type: 'undo' }).schema).toBe(start.schema);
    const other = rename(typed, 'v', 'label:b');
    expect(other.past).toHaveLength(2);
  });

  it('after a save, what was sent is clean and later edits are not', () => {
    const edited = add(initialDesign(emptyFormSchema()));
    const sent = edited.schema;
    const more = add(edited);
    const saved = designReducer(more, { type: 'saved', schema: sent });
    expect(isDirty(saved)).toBe(true);
    expect(isDirty(designReducer(saved, { type: 'undo' }))).toBe(false);
  });
});

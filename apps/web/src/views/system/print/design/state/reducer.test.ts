import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { describe, expect, it } from 'vitest';
import { builtInTemplate } from './contracts.ts';
import { HISTORY_LIMIT } from './history.ts';
import { makeElement } from './elements.ts';
import { addElement, moveElements, removeElements, updateElement } from './operations.ts';
import {
  canRedo,
  canUndo,
  type DesignerAction,
  designerReducer,
  initialState,
  isDirty,
  templateOf,
} from './reducer.ts';

const receipt = builtInTemplate('saleReceipt').template;
const start = () => initialState('saleReceipt', receipt);
const run = (...actions: DesignerAction[]) => actions.reduce(designerReducer, start());

const nudge = (id: string, dy: number): DesignerAction => ({
  type: 'change',
  change: (t) => moveElements(t, { from: 'header', to: 'header', ids: [id], dx: 0, dy }),
  coalesce: `nudge:${id}`,
});
const first = receipt.header.elements[0]!;
const xOf = (t: PrintTemplate, id: string) => t.header.elements.find((e) => e.id === id)!.x;
const yOf = (t: PrintTemplate) => t.header.elements.find((e) => e.id === first.id)!.y;

describe('undo and redo', () => {
  it('takes changes back one at a time and brings them again', () => {
    const add = makeElement({ kind: 'text' }, { id: 'n1', x: 5, y: 2 }, 'saleReceipt', 'Hello');
    const state = run(
      { type: 'change', change: (t) => addElement(t, 'header', add) },
      { type: 'change', change: (t) => updateElement(t, 'header', 'n1', { x: 20 }) },
    );
    expect(xOf(templateOf(state), 'n1')).toBe(20);
    const once = designerReducer(state, { type: 'undo' });
    expect(xOf(templateOf(once), 'n1')).toBe(5);
    const twice = designerReducer(once, { type: 'undo' });
    expect(templateOf(twice)).toBe(receipt);
    expect(canUndo(twice)).toBe(false);
    const again = designerReducer(designerReducer(twice, { type: 'redo' }), { type: 'redo' });
    expect(xOf(templateOf(again), 'n1')).toBe(20);
    expect(canRedo(again)).toBe(false);
  });

  it('forgets what could be redone once a new change is made', () => {
    const state = run(nudge(first.id, 1), { type: 'seal' }, nudge(first.id, 1), { type: 'undo' });
    expect(canRedo(state)).toBe(true);
    const changed = designerReducer(state, {
      type: 'change',
      change: (t) => removeElements(t, 'header', [first.id]),
    });
    expect(canRedo(changed)).toBe(false);
  });

  it('makes consecutive changes of the same name one step until sealed', () => {
    const state = run(nudge(first.id, 0.5), nudge(first.id, 0.5), nudge(first.id, 0.5));
    expect(yOf(templateOf(state))).toBe(1.5);
    expect(templateOf(designerReducer(state, { type: 'undo' }))).toBe(receipt);

    const sealed = run(nudge(first.id, 0.5), { type: 'seal' }, nudge(first.id, 0.5));
    expect(yOf(templateOf(designerReducer(sealed, { type: 'undo' })))).toBe(0.5);
  });

  it('ignores a change that changes nothing and keeps at most the limit of steps', () => {
    const same = run({ type: 'change', change: (t) => t });
    expect(canUndo(same)).toBe(false);
    let state = start();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) state = designerReducer(state, nudge(first.id, 0.5));
    expect(canUndo(state)).toBe(true);
    let undone = state;
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) undone = designerReducer(undone, { type: 'undo' });
    expect(canUndo(undone)).toBe(false);
  });
});

describe('the dirty guard', () => {
  it('is dirty after a change, clean after undoing back to the saved template or saving', () => {
    const changed = run(nudge(first.id, 1));
    expect(isDirty(start())).toBe(false);
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(designerReducer(changed, { type: 'undo' }))).toBe(false);
    const saved = designerReducer(changed, { type: 'saved', template: templateOf(changed) });
    expect(isDirty(saved)).toBe(false);
    // undoing past the save is a change again
    expect(isDirty(designerReducer(saved, { type: 'undo' }))).toBe(true);
  });
});

describe('selection', () => {
  it('adds and takes out elements of one band with shift-click, starting over in another band', () => {
    const second = receipt.header.elements[1]!;
    const summary = receipt.summary.elements[0]!;
    const state = run(
      { type: 'toggle', band: 'header', id: first.id },
      { type: 'toggle', band: 'header', id: second.id },
    );
    expect(state.selection).toEqual({ kind: 'band', band: 'header', ids: [first.id, second.id] });
    const out = designerReducer(state, { type: 'toggle', band: 'header', id: first.id });
    expect(out.selection).toEqual({ kind: 'band', band: 'header', ids: [second.id] });
    const other = designerReducer(state, { type: 'toggle', band: 'summary', id: summary.id });
    expect(other.selection).toEqual({ kind: 'band', band: 'summary', ids: [summary.id] });
  });

  it('drops elements that undo or delete took away', () => {
    const add = makeElement({ kind: 'rect' }, { id: 'r1', x: 0, y: 0 }, 'saleReceipt', '');
    const state = run({
      type: 'change',
      change: (t) => addElement(t, 'footer', add),
      select: { kind: 'band', band: 'footer', ids: ['r1'] },
    });
    expect(state.selection).toEqual({ kind: 'band', band: 'footer', ids: ['r1'] });
    expect(designerReducer(state, { type: 'undo' }).selection).toEqual({
      kind: 'band',
      band: 'footer',
      ids: [],
    });
    const noTable = designerReducer(
      designerReducer(state, { type: 'select', selection: { kind: 'detail' } }),
      { type: 'change', change: (t) => ({ ...t, detail: null }) },
    );
    expect(noTable.selection).toEqual({ kind: 'none' });
  });
});

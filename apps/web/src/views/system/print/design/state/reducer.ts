import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { type History, historyOf, record, redo, seal, undo } from './history.ts';

/**
 * The designer's state: the template with its undo history, the version last saved (for the dirty guard) and
 * what is selected. Template changes arrive as functions of the template (state/operations.ts), so every change
 * is undoable the same way.
 */

/** Nothing; elements of one band (a band alone when `ids` is empty); the detail table. */
export type Selection =
  { kind: 'none' } | { kind: 'band'; band: PrintBandName; ids: string[] } | { kind: 'detail' };

export const NOTHING: Selection = { kind: 'none' };

export interface DesignerState {
  docType: PrintDocType;
  history: History<PrintTemplate>;
  /** the template as the server has it (or as a new one started) */
  saved: PrintTemplate;
  selection: Selection;
}

export type DesignerAction =
  | { type: 'load'; docType: PrintDocType; template: PrintTemplate }
  | {
      type: 'change';
      change: (template: PrintTemplate) => PrintTemplate;
      /** consecutive changes of the same name are one undo step */
      coalesce?: string;
      /** what is selected afterwards (a function of the new and the old template: the copies just made) */
      select?: Selection | ((next: PrintTemplate, previous: PrintTemplate) => Selection);
    }
  | { type: 'select'; selection: Selection }
  /** shift-click: adds an element of the band to the selection or takes it out */
  | { type: 'toggle'; band: PrintBandName; id: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** ends a coalescing step (a field lost focus, a key was let go) */
  | { type: 'seal' }
  | { type: 'saved'; template: PrintTemplate };

export function initialState(docType: PrintDocType, template: PrintTemplate): DesignerState {
  return { docType, history: historyOf(template), saved: template, selection: NOTHING };
}

export const templateOf = (state: DesignerState) => state.history.present;
export const isDirty = (state: DesignerState) => state.history.present !== state.saved;
export const canUndo = (state: DesignerState) => state.history.past.length > 0;
export const canRedo = (state: DesignerState) => state.history.future.length > 0;

/** The selected elements' ids, or none when something else (or nothing) is selected. */
export const selectedIds = (selection: Selection): string[] =>
  selection.kind === 'band' ? selection.ids : [];

/** The selection without elements the template no longer has (after undo, delete, a band change). */
export function pruned(selection: Selection, template: PrintTemplate): Selection {
  if (selection.kind === 'detail') return template.detail ? selection : NOTHING;
  if (selection.kind !== 'band') return selection;
  const present = new Set(template[selection.band].elements.map((e) => e.id));
  const ids = selection.ids.filter((id) => present.has(id));
  return ids.length === selection.ids.length ? selection : { ...selection, ids };
}

function toggled(selection: Selection, band: PrintBandName, id: string): Selection {
  if (selection.kind !== 'band' || selection.band !== band) return { kind: 'band', band, ids: [id] };
  const ids = selection.ids.includes(id) ? selection.ids.filter((i) => i !== id) : [...selection.ids, id];
  return { kind: 'band', band, ids };
}

function withHistory(
  state: DesignerState,
  history: History<PrintTemplate>,
  select?: Selection,
): DesignerState {
  return { ...state, history, selection: pruned(select ?? state.selection, history.present) };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return initialState(action.docType, action.template);
    case 'change': {
      const previous = state.history.present;
      const next = action.change(previous);
      const select = typeof action.select === 'function' ? action.select(next, previous) : action.select;
      return withHistory(state, record(state.history, next, action.coalesce ?? null), select);
    }
    case 'select':
      return { ...state, selection: pruned(action.selection, state.history.present) };
    case 'toggle':
      return { ...state, selection: toggled(state.selection, action.band, action.id) };
    case 'undo':
      return withHistory(state, undo(state.history));
    case 'redo':
      return withHistory(state, redo(state.history));
    case 'seal':
      return { ...state, history: seal(state.history) };
    case 'saved':
      return { ...state, saved: action.template, history: seal(state.history) };
  }
}

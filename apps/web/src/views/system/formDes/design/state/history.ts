import type { FormSchema } from '@retail/contracts/api/system/form-model';

/** The most steps undo goes back. */
export const HISTORY_LIMIT = 200;

export interface DesignState {
  schema: FormSchema;
  past: FormSchema[];
  future: FormSchema[];
  /** the name of the change being made (typing in one property): changes of one name are one step */
  group: string | null;
  /** the schema last saved or read: the design is dirty while it is another one */
  saved: FormSchema;
  /** the selected node's id; null selects the form itself */
  selected: string | null;
}

export type DesignAction =
  | { type: 'change'; edit(schema: FormSchema): FormSchema; group?: string; select?: string | null }
  | { type: 'endGroup' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | null }
  /** the server has this schema now (saved, or read again) */
  | { type: 'saved'; schema: FormSchema };

export const initialDesign = (schema: FormSchema): DesignState => ({
  schema,
  past: [],
  future: [],
  group: null,
  saved: schema,
  selected: null,
});

/** Dirty means "not the schema last saved or read", by identity: undoing back to it is clean. */
export const isDirty = (state: DesignState): boolean => state.schema !== state.saved;

export function designReducer(state: DesignState, action: DesignAction): DesignState {
  switch (action.type) {
    case 'change': {
      const next = action.edit(state.schema);
      const selected = action.select === undefined ? state.selected : action.select;
      if (next === state.schema) return selected === state.selected ? state : { ...state, selected };
      const sameStep = action.group !== undefined && action.group === state.group;
      const past = sameStep ? state.past : [...state.past, state.schema].slice(-HISTORY_LIMIT);
      return { ...state, schema: next, past, future: [], group: action.group ?? null, selected };
    }
    case 'endGroup':
      return state.group === null ? state : { ...state, group: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        schema: previous,
        past: state.past.slice(0, -1),
        future: [state.schema, ...state.future],
        group: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, schema: next, past: [...state.past, state.schema], future: rest, group: null };
    }
    case 'select':
      return state.selected === action.id ? state : { ...state, selected: action.id, group: null };
    case 'saved':
      // edits made while the save was under way stay unsaved
      return { ...state, saved: action.schema };
  }
}

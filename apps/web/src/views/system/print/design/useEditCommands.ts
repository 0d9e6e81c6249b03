import { useDesigner } from './DesignerContext.tsx';
import type { AlignEdge } from './state/geometry.ts';
import {
  alignElements,
  distributeElements,
  duplicateElements,
  moveElements,
  removeElements,
} from './state/operations.ts';
import { canRedo, canUndo } from './state/reducer.ts';

/** The edit commands of the toolbar and the keyboard, on the current selection. */
export function useEditCommands() {
  const { state, dispatch, change } = useDesigner();
  const selection = state.selection;
  const band = selection.kind === 'band' ? selection.band : null;
  const ids = selection.kind === 'band' ? selection.ids : [];
  return {
    count: ids.length,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    align(edge: AlignEdge) {
      if (band && ids.length > 0) change((t) => alignElements(t, band, ids, edge));
    },
    distribute(axis: 'horizontal' | 'vertical') {
      if (band && ids.length > 2) change((t) => distributeElements(t, band, ids, axis));
    },
    remove() {
      if (band && ids.length > 0) change((t) => removeElements(t, band, ids));
    },
    duplicate() {
      if (!band || ids.length === 0) return;
      dispatch({
        type: 'change',
        change: (t) => duplicateElements(t, band, ids).template,
        // the copies: the band's elements the template did not have before
        select: (next, previous) => {
          const before = new Set(previous[band].elements.map((e) => e.id));
          const copies = next[band].elements.filter((e) => !before.has(e.id)).map((e) => e.id);
          return { kind: 'band', band, ids: copies };
        },
      });
    },
    /** arrow keys: half a millimetre, ten times that with shift; one undo step while the keys are pressed */
    nudge(dx: number, dy: number) {
      if (band && ids.length > 0)
        change((t) => moveElements(t, { from: band, to: band, ids, dx, dy }), `nudge:${ids.join(',')}`);
    },
    selectAll() {
      const target = band ?? 'header';
      dispatch({
        type: 'select',
        selection: {
          kind: 'band',
          band: target,
          ids: state.history.present[target].elements.map((e) => e.id),
        },
      });
    },
    clear: () => dispatch({ type: 'select', selection: { kind: 'none' } }),
  };
}

export type EditCommands = ReturnType<typeof useEditCommands>;

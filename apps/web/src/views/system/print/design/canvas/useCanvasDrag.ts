import {
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { type Dispatch, useMemo, useState } from 'react';
import type { CanvasLayout } from '../state/layout.ts';
import { type DesignerAction, type DesignerState, selectedIds } from '../state/reducer.ts';
import { type DragData, type DragState, type DropData, type PaletteEntry, dragChange } from './drag.ts';

export interface PaletteDrop {
  entry: PaletteEntry;
  band: PrintBandName;
  /** where the dragged item's top-left corner was let go, mm from the band's top-left */
  x: number;
  y: number;
}

interface Options {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  /** the layout as drawn */
  layout: CanvasLayout;
  /** px per mm */
  scale: number;
  onPaletteDrop(drop: PaletteDrop): void;
}

const dataOf = (event: DragStartEvent | DragMoveEvent) => event.active.data.current as DragData;
const overOf = (event: DragMoveEvent) => (event.over?.data.current as DropData | undefined)?.band ?? null;

/**
 * The designer's drags (dnd-kit): palette items onto bands, elements (with the selection) within and between
 * bands, resize handles and band heights. While a drag runs, `preview` is the template as the drop would leave it,
 * so the canvas shows the snapped result rather than a floating copy.
 */
export function useCanvasDrag({ state, dispatch, layout, scale, onPaletteDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  // a few pixels before a drag starts, so a click still selects
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const onDragStart = (event: DragStartEvent) => {
    const data = dataOf(event);
    let ids: string[] = [];
    if (data.kind === 'element') {
      const selection = state.selection;
      const inSelection =
        selection.kind === 'band' && selection.band === data.band && selection.ids.includes(data.id);
      ids = inSelection ? selectedIds(selection) : [data.id];
      if (!inSelection) dispatch({ type: 'select', selection: { kind: 'band', band: data.band, ids } });
    }
    setDrag({ data, ids, dx: 0, dy: 0, over: null, layout });
  };

  const onDragMove = (event: DragMoveEvent) => {
    const over = overOf(event);
    setDrag((d) => (d ? { ...d, dx: event.delta.x / scale, dy: event.delta.y / scale, over } : d));
  };

  const onDragEnd = (event: DragEndEvent) => {
    const current = drag;
    setDrag(null);
    if (!current) return;
    const final = {
      ...current,
      dx: event.delta.x / scale,
      dy: event.delta.y / scale,
      over: overOf(event),
    };
    if (final.data.kind === 'palette') {
      const target = event.over;
      const dropped = event.active.rect.current.translated;
      if (!target || !dropped || !final.over) return;
      onPaletteDrop({
        entry: final.data.entry,
        band: final.over,
        x: (dropped.left - target.rect.left) / scale,
        y: (dropped.top - target.rect.top) / scale,
      });
      return;
    }
    const apply = dragChange(final);
    if (!apply) return;
    const into = final.data.kind === 'element' && final.over !== null && final.over !== final.data.band;
    const select = into ? { kind: 'band' as const, band: final.over!, ids: final.ids } : undefined;
    dispatch({ type: 'change', change: apply, select });
  };

  const preview = useMemo(() => {
    const apply = drag ? dragChange(drag) : null;
    return (template: PrintTemplate) => (apply ? apply(template) : template);
  }, [drag]);

  return {
    sensors,
    drag,
    preview,
    handlers: { onDragStart, onDragMove, onDragEnd, onDragCancel: () => setDrag(null) },
  };
}

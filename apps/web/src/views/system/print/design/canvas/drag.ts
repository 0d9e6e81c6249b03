import type { PrintBandName, PrintTemplate } from '@retail/contracts/api/system/print-template';
import { type Handle, resizeBox } from '../state/geometry.ts';
import { type CanvasLayout, EMPTY_BAND_MM, bandOffset } from '../state/layout.ts';
import { moveElements, resizeElement, setBandHeight } from '../state/operations.ts';

/** What can be dragged on the designer and what a drag in progress would make of the template. */

/** A palette entry: an element kind, a field of the document, or an image (chosen from a file on drop). */
export type PaletteEntry =
  | { kind: 'text' | 'barcode' | 'line' | 'rect' | 'pageNumber' }
  | { kind: 'image' }
  | { kind: 'field'; binding: string };

export type DragData =
  | { kind: 'palette'; entry: PaletteEntry }
  | { kind: 'element'; band: PrintBandName; id: string }
  | { kind: 'resize'; band: PrintBandName; id: string; handle: Handle }
  | { kind: 'bandHeight'; band: PrintBandName };

/** A band's drop zone. */
export interface DropData {
  band: PrintBandName;
}

export interface DragState {
  data: DragData;
  /** the elements a move takes along (the selection, when the dragged element is part of it) */
  ids: string[];
  /** the distance dragged so far, in mm */
  dx: number;
  dy: number;
  /** the band under the pointer */
  over: PrintBandName | null;
  /** the layout when the drag started: a band that grows meanwhile does not shift the target */
  layout: CanvasLayout;
}

/** The change the drag makes when dropped now (null: none, or one the drop handles itself). */
export function dragChange(drag: DragState): ((template: PrintTemplate) => PrintTemplate) | null {
  const { data, dx, dy } = drag;
  switch (data.kind) {
    case 'palette':
      return null;
    case 'element': {
      const to = drag.over ?? data.band;
      if (dx === 0 && dy === 0 && to === data.band) return null;
      const offsetY = bandOffset(drag.layout, data.band, to);
      return (t) => moveElements(t, { from: data.band, to, ids: drag.ids, dx, dy, offsetY });
    }
    case 'resize':
      if (dx === 0 && dy === 0) return null;
      return (t) => {
        const element = t[data.band].elements.find((e) => e.id === data.id);
        return element ? resizeElement(t, data.band, data.id, resizeBox(element, data.handle, dx, dy)) : t;
      };
    case 'bandHeight':
      if (dy === 0) return null;
      return (t) => setBandHeight(t, data.band, Math.max(t[data.band].heightMm, EMPTY_BAND_MM) + dy);
  }
}

/** Boxes in millimetres: snapping, keeping inside a band, resizing by a handle, aligning and distributing. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The designer's grid: positions and sizes land on multiples of half a millimetre. */
export const SNAP_MM = 0.5;
/** The smallest box a resize leaves (a line's thickness box may be thinner when made by hand). */
export const MIN_SIZE_MM = 0.5;

/** Rounds to the grid (and drops the float noise of sums like 0.1 + 0.2). */
export function snap(value: number, step = SNAP_MM): number {
  return Number((Math.round(value / step) * step).toFixed(3));
}

/** Two decimals: what align and distribute write, so equal gaps stay equal. */
export const round2 = (value: number) => Number(value.toFixed(2));

export const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The band a box lies in: its width (the content width) and, when fixed, its height. */
export interface Bounds {
  width: number;
  /** null: the band grows to hold the box */
  height: number | null;
}

/** Keeps a box inside its band: never left of or above it, never past its right edge (nor its bottom when fixed). */
export function keepInside(box: Box, bounds: Bounds): Box {
  const w = Math.min(box.w, bounds.width);
  const h = bounds.height === null ? box.h : Math.min(box.h, bounds.height);
  const x = clamp(box.x, 0, Math.max(0, bounds.width - w));
  const y = bounds.height === null ? Math.max(0, box.y) : clamp(box.y, 0, Math.max(0, bounds.height - h));
  return { x, y, w, h };
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/**
 * The box after dragging one of its handles by (dx, dy) mm: the edges the handle holds move and snap to the grid,
 * the opposite edges stay; an edge never crosses its opposite (the box keeps MIN_SIZE_MM).
 */
export function resizeBox(box: Box, handle: Handle, dx: number, dy: number): Box {
  let left = box.x;
  let top = box.y;
  let right = box.x + box.w;
  let bottom = box.y + box.h;
  if (handle.includes('w')) left = Math.min(snap(left + dx), right - MIN_SIZE_MM);
  if (handle.includes('e')) right = Math.max(snap(right + dx), left + MIN_SIZE_MM);
  if (handle.includes('n')) top = Math.min(snap(top + dy), bottom - MIN_SIZE_MM);
  if (handle.includes('s')) bottom = Math.max(snap(bottom + dy), top + MIN_SIZE_MM);
  left = Math.max(0, left);
  top = Math.max(0, top);
  return { x: round2(left), y: round2(top), w: round2(right - left), h: round2(bottom - top) };
}

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Aligns boxes on an edge or centre line: of the boxes' common frame when there are several, of the band when
 * there is one (a lone box aligned "center" is centred in the band).
 */
export function alignBoxes<T extends Box>(boxes: readonly T[], edge: AlignEdge, bounds: Bounds): T[] {
  if (boxes.length === 0) return [];
  const frame =
    boxes.length === 1
      ? { x: 0, y: 0, w: bounds.width, h: bounds.height ?? boxes[0]!.y + boxes[0]!.h }
      : frameOf(boxes);
  return boxes.map((box) => {
    switch (edge) {
      case 'left':
        return { ...box, x: round2(frame.x) };
      case 'center':
        return { ...box, x: round2(frame.x + (frame.w - box.w) / 2) };
      case 'right':
        return { ...box, x: round2(frame.x + frame.w - box.w) };
      case 'top':
        return { ...box, y: round2(frame.y) };
      case 'middle':
        return { ...box, y: round2(frame.y + (frame.h - box.h) / 2) };
      case 'bottom':
        return { ...box, y: round2(frame.y + frame.h - box.h) };
    }
  });
}

/** The smallest box holding all of them. */
export function frameOf(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * Spreads three or more boxes so the gaps between neighbours are equal, the first and last staying where they are
 * (ordered by position along the axis); fewer than three are returned unchanged. The result keeps the input order.
 */
export function distributeBoxes<T extends Box>(boxes: readonly T[], axis: 'horizontal' | 'vertical'): T[] {
  if (boxes.length < 3) return [...boxes];
  const [pos, size] = axis === 'horizontal' ? (['x', 'w'] as const) : (['y', 'h'] as const);
  const order = boxes.map((box, index) => ({ box, index })).sort((a, b) => a.box[pos] - b.box[pos]);
  const first = order[0]!.box;
  const last = order[order.length - 1]!.box;
  const span = last[pos] + last[size] - first[pos];
  const used = order.reduce((sum, { box }) => sum + box[size], 0);
  const gap = (span - used) / (order.length - 1);
  const out = [...boxes];
  let at = first[pos];
  for (const { box, index } of order) {
    out[index] = { ...box, [pos]: round2(at) };
    at += box[size] + gap;
  }
  return out;
}

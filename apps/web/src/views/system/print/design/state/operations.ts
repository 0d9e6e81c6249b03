import type {
  PrintBand,
  PrintBandName,
  PrintElement,
  PrintTemplate,
} from '@retail/contracts/api/system/print-template';
import {
  type AlignEdge,
  type Box,
  alignBoxes,
  distributeBoxes,
  keepInside,
  round2,
  snap,
} from './geometry.ts';
import { bandBounds } from './paper.ts';
import { freshId } from './elements.ts';

/** Changes of a template's bands and their elements; each returns a new template (the old one untouched). */

type Template = PrintTemplate;

function withBand(template: Template, band: PrintBandName, change: (b: PrintBand) => PrintBand): Template {
  return { ...template, [band]: change(template[band]) };
}

/** How tall a band must be to hold its elements (rounded up to the grid). */
export function contentBottom(band: PrintBand): number {
  const bottom = Math.max(0, ...band.elements.map((e) => e.y + e.h));
  return Math.ceil(bottom * 2 - 1e-9) / 2;
}

/** Places boxes inside the band, and grows a band that may grow to hold them. */
function settle(template: Template, band: PrintBandName, elements: PrintElement[]): Template {
  const bounds = bandBounds(template, band);
  const placed = elements.map((e) => ({ ...e, ...keepInside(e, bounds) }) as PrintElement);
  return withBand(template, band, (b) => {
    const next = { ...b, elements: placed };
    return bounds.height === null ? { ...next, heightMm: Math.max(b.heightMm, contentBottom(next)) } : next;
  });
}

const boxOf = ({ x, y, w, h }: Box): Box => ({ x, y, w, h });

export function addElement(template: Template, band: PrintBandName, element: PrintElement): Template {
  return settle(template, band, [...template[band].elements, element]);
}

/** Changes one element's properties (never its id or type); a changed box is kept inside the band. */
export function updateElement(
  template: Template,
  band: PrintBandName,
  id: string,
  patch: Partial<PrintElement>,
): Template {
  const elements = template[band].elements.map((e) =>
    e.id === id ? ({ ...e, ...patch, id: e.id, type: e.type } as PrintElement) : e,
  );
  return settle(template, band, elements);
}

/** Sets one element's box as a resize left it (already on the grid). */
export function resizeElement(template: Template, band: PrintBandName, id: string, box: Box): Template {
  return updateElement(template, band, id, boxOf(box));
}

export interface Move {
  from: PrintBandName;
  to: PrintBandName;
  ids: readonly string[];
  /** the distance dragged, in mm */
  dx: number;
  dy: number;
  /** the top of `from` minus the top of `to` on the canvas (0 within one band) */
  offsetY?: number;
}

/**
 * Moves elements by a distance, onto the grid, within their band or into another one (they keep their place on
 * the paper and go on top of the target band's elements, in their drawing order).
 */
export function moveElements(template: Template, move: Move): Template {
  const { from, to, dx, dy, offsetY = 0 } = move;
  const ids = new Set(move.ids);
  const shift = (e: PrintElement) =>
    ({ ...e, x: snap(e.x + dx), y: snap(e.y + dy + offsetY) }) as PrintElement;
  if (from === to) {
    const elements = template[from].elements.map((e) => (ids.has(e.id) ? shift(e) : e));
    return settle(template, from, elements);
  }
  const moving = template[from].elements.filter((e) => ids.has(e.id)).map(shift);
  if (moving.length === 0) return template;
  const left = withBand(template, from, (b) => ({
    ...b,
    elements: b.elements.filter((e) => !ids.has(e.id)),
  }));
  return settle(left, to, [...left[to].elements, ...moving]);
}

export function removeElements(template: Template, band: PrintBandName, ids: readonly string[]): Template {
  const gone = new Set(ids);
  if (!template[band].elements.some((e) => gone.has(e.id))) return template;
  return withBand(template, band, (b) => ({ ...b, elements: b.elements.filter((e) => !gone.has(e.id)) }));
}

/** Copies of elements 2 mm right and down, drawn on top; returns the copies' ids too. */
export function duplicateElements(
  template: Template,
  band: PrintBandName,
  ids: readonly string[],
): { template: Template; ids: string[] } {
  const wanted = new Set(ids);
  const taken = new Set<string>();
  const copies = template[band].elements
    .filter((e) => wanted.has(e.id))
    .map((e) => {
      const id = freshId(template, taken);
      taken.add(id);
      return { ...e, id, x: e.x + 2, y: e.y + 2 } as PrintElement;
    });
  if (copies.length === 0) return { template, ids: [] };
  return {
    template: settle(template, band, [...template[band].elements, ...copies]),
    ids: copies.map((c) => c.id),
  };
}

function replaceBoxes(template: Template, band: PrintBandName, boxes: Map<string, Box>): Template {
  const elements = template[band].elements.map((e) => {
    const box = boxes.get(e.id);
    return box ? ({ ...e, ...boxOf(box) } as PrintElement) : e;
  });
  return settle(template, band, elements);
}

export function alignElements(
  template: Template,
  band: PrintBandName,
  ids: readonly string[],
  edge: AlignEdge,
): Template {
  const chosen = template[band].elements.filter((e) => ids.includes(e.id));
  const aligned = alignBoxes(chosen, edge, bandBounds(template, band));
  return replaceBoxes(template, band, new Map(aligned.map((e) => [e.id, e])));
}

export function distributeElements(
  template: Template,
  band: PrintBandName,
  ids: readonly string[],
  axis: 'horizontal' | 'vertical',
): Template {
  const chosen = template[band].elements.filter((e) => ids.includes(e.id));
  const spread = distributeBoxes(chosen, axis);
  return replaceBoxes(template, band, new Map(spread.map((e) => [e.id, e])));
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Changes where an element lies in the band's drawing order (later ones are drawn on top). */
export function reorderElement(
  template: Template,
  band: PrintBandName,
  id: string,
  where: LayerMove,
): Template {
  const elements = [...template[band].elements];
  const index = elements.findIndex((e) => e.id === id);
  if (index < 0) return template;
  const target = {
    forward: Math.min(index + 1, elements.length - 1),
    backward: Math.max(index - 1, 0),
    front: elements.length - 1,
    back: 0,
  }[where];
  if (target === index) return template;
  const [element] = elements.splice(index, 1);
  elements.splice(target, 0, element!);
  return withBand(template, band, (b) => ({ ...b, elements }));
}

/** A band's height on the grid, never less than what its elements need (nor the label's height on a sheet). */
export function setBandHeight(template: Template, band: PrintBandName, heightMm: number): Template {
  if (bandBounds(template, band).height !== null) return template;
  const height = Math.min(2000, Math.max(snap(heightMm), contentBottom(template[band])));
  if (height === template[band].heightMm) return template;
  return withBand(template, band, (b) => ({ ...b, heightMm: round2(height) }));
}

/** CSS pixels per millimetre at 100 % (96 px per inch). */
export const PX_PER_MM = 96 / 25.4;

export const ZOOMS = [50, 75, 100, 125, 150, 200, 300, 400, 500] as const;
export const MIN_ZOOM = 50;
export const MAX_ZOOM = 500;

/** px per mm at a zoom in per cent. */
export const scaleOf = (zoom: number) => (PX_PER_MM * zoom) / 100;

/** The next zoom step up or down from the current zoom. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOMS.find((z) => z > zoom) ?? MAX_ZOOM;
  return [...ZOOMS].reverse().find((z) => z < zoom) ?? MIN_ZOOM;
}

/** The zoom a paper opens at: the largest step (at most 200 %) at which its width fits the room, in px. */
export function fitZoom(widthMm: number, roomPx: number): number {
  return [...ZOOMS].reverse().find((z) => z <= 200 && widthMm * scaleOf(z) <= roomPx) ?? MIN_ZOOM;
}

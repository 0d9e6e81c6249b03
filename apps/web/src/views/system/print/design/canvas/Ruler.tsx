import { memo } from 'react';

interface RulerProps {
  direction: 'horizontal' | 'vertical';
  /** the paper's length along the ruler, mm */
  lengthMm: number;
  /** px per mm at the current zoom */
  scale: number;
  /** px before the paper's edge (the canvas padding) */
  offsetPx: number;
  /** the margins at the start and the end, shaded */
  marginStartMm: number;
  marginEndMm: number;
  thicknessPx: number;
}

/** The step between ticks: every mm when they are at least 4 px apart, else every 5 or 10 mm. */
function tickStep(scale: number): number {
  if (scale >= 4) return 1;
  return scale * 5 >= 4 ? 5 : 10;
}

/** A millimetre ruler along the paper: ticks, a number every 10 mm (every 20 when small), the margins shaded. */
export const Ruler = memo(function Ruler({
  direction,
  lengthMm,
  scale,
  offsetPx,
  marginStartMm,
  marginEndMm,
  thicknessPx,
}: RulerProps) {
  const horizontal = direction === 'horizontal';
  const step = tickStep(scale);
  const labelEvery = scale * 10 >= 28 ? 10 : 20;
  const total = offsetPx * 2 + lengthMm * scale;
  const ticks = [];
  for (let mm = 0; mm <= lengthMm + 1e-6; mm += step) {
    const at = offsetPx + mm * scale;
    const size = mm % 10 === 0 ? thicknessPx * 0.6 : mm % 5 === 0 ? thicknessPx * 0.4 : thicknessPx * 0.25;
    ticks.push(
      horizontal ? (
        <line key={mm} x1={at} x2={at} y1={thicknessPx} y2={thicknessPx - size} />
      ) : (
        <line key={mm} y1={at} y2={at} x1={thicknessPx} x2={thicknessPx - size} />
      ),
    );
    if (mm % labelEvery === 0)
      ticks.push(
        horizontal ? (
          <text key={`t${mm}`} x={at + 2} y={10}>
            {mm}
          </text>
        ) : (
          <text key={`t${mm}`} x={2} y={at + 10}>
            {mm}
          </text>
        ),
      );
  }
  const margin = (startMm: number, sizeMm: number, key: string) =>
    horizontal ? (
      <rect key={key} x={offsetPx + startMm * scale} y={0} width={sizeMm * scale} height={thicknessPx} />
    ) : (
      <rect key={key} y={offsetPx + startMm * scale} x={0} height={sizeMm * scale} width={thicknessPx} />
    );
  return (
    <svg
      className={`pd-ruler pd-ruler-${direction}`}
      width={horizontal ? total : thicknessPx}
      height={horizontal ? thicknessPx : total}
      aria-hidden
    >
      <g className="pd-ruler-margins">
        {margin(0, marginStartMm, 'start')}
        {margin(lengthMm - marginEndMm, marginEndMm, 'end')}
      </g>
      <g className="pd-ruler-ticks">{ticks}</g>
    </svg>
  );
});

import type { ReactNode } from 'react';

interface Props {
  widthMm: number;
  heightMm: number;
  /** the EAN-13 and QR samples, placed under the square */
  samples?: ReactNode;
}

/** The largest of 40, 30, 20 or 10 mm that fits the paper with room for the rulers. */
export const squareMm = (widthMm: number, heightMm: number) =>
  Math.max(10, Math.min(40, Math.floor((Math.min(widthMm, heightMm) - 16) / 10) * 10));

/** Ticks along one edge: every mm, longer every 5 mm, numbered every 10 mm. */
function Ruler({ lengthMm, vertical }: { lengthMm: number; vertical: boolean }) {
  const ticks = [];
  for (let mm = 0; mm <= Math.floor(lengthMm); mm++) {
    const size = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 2.5 : 1.2;
    ticks.push(
      vertical ? (
        <line key={mm} x1={0} y1={mm} x2={size} y2={mm} />
      ) : (
        <line key={mm} x1={mm} y1={0} x2={mm} y2={size} />
      ),
    );
    if (mm % 10 === 0 && mm > 0)
      ticks.push(
        <text
          key={`t${mm}`}
          x={vertical ? 5 : mm}
          y={vertical ? mm + 1 : 7}
          textAnchor={vertical ? 'start' : 'middle'}
        >
          {mm}
        </text>,
      );
  }
  return <g className="printer-ruler">{ticks}</g>;
}

/**
 * A test page drawn in millimetres: rulers along the top and left edges, corner marks 5 mm in, and a square
 * (40 mm where the paper allows). Printed at 100 %, the rulers read true and the square measures what it says;
 * where they do not, the difference is the offset (or scale) to correct.
 */
export function CalibrationSheet({ widthMm, heightMm, samples }: Props) {
  const size = squareMm(widthMm, heightMm);
  const square = { x: (widthMm - size) / 2, y: Math.min(20, Math.max(8, (heightMm - size) / 2)) };
  return (
    <div
      className="printer-calibration"
      style={{ width: `${widthMm}mm`, height: `${heightMm}mm` }}
      data-testid="calibration-sheet"
    >
      <svg
        width={`${widthMm}mm`}
        height={`${heightMm}mm`}
        viewBox={`0 0 ${widthMm} ${heightMm}`}
        stroke="#000"
        strokeWidth={0.15}
        fontSize={2.6}
        fill="none"
      >
        <rect x={0.1} y={0.1} width={widthMm - 0.2} height={heightMm - 0.2} />
        <Ruler lengthMm={widthMm} vertical={false} />
        <Ruler lengthMm={heightMm} vertical />
        {[
          [5, 5],
          [widthMm - 5, 5],
          [5, heightMm - 5],
          [widthMm - 5, heightMm - 5],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <line x1={x! - 2} y1={y} x2={x! + 2} y2={y} />
            <line x1={x} y1={y! - 2} x2={x} y2={y! + 2} />
          </g>
        ))}
        <rect x={square.x} y={square.y} width={size} height={size} data-testid="calibration-square" />
        <text x={widthMm / 2} y={square.y + size / 2} textAnchor="middle" stroke="none" fill="#000">
          {size} × {size} mm
        </text>
      </svg>
      {samples ? (
        <div className="printer-calibration__samples" style={{ top: `${square.y + size + 4}mm` }}>
          {samples}
        </div>
      ) : null}
    </div>
  );
}

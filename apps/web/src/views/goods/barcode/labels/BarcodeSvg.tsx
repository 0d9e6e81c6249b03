import { useMemo } from 'react';
import { barPattern, barRuns } from './symbology.ts';

const QUIET = 10;
const HEIGHT = 40;

/** The code's bars as an SVG stretched to the label (EAN-13 or Code 128), the code printed below as text. */
export function BarcodeSvg({ code }: { code: string }) {
  const { bits, symbology } = useMemo(() => barPattern(code), [code]);
  const width = bits.length + QUIET * 2;
  return (
    <div className="barcode-symbol">
      <svg
        className="barcode-svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={code}
        data-code={code}
        data-symbology={symbology}
      >
        <rect width={width} height={HEIGHT} fill="#fff" />
        {barRuns(bits).map(([x, w]) => (
          <rect key={x} x={x + QUIET} y={0} width={w} height={HEIGHT} fill="#000" />
        ))}
      </svg>
      <div className="barcode-text">{code}</div>
    </div>
  );
}

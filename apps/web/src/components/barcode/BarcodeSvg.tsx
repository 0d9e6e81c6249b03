import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barPattern, barRuns, type Symbology } from './symbology.ts';
import './barcode.css';

const QUIET = 10;
const HEIGHT = 40;
const NAMES: Record<Symbology, string> = { ean13: 'EAN-13', code128: 'Code 128' };

interface Props {
  code: string;
  /** by default EAN-13 for a valid EAN-13, else Code 128 */
  symbology?: Symbology;
  /** the code as text under the bars */
  showText?: boolean;
}

/**
 * The code's bars as an SVG stretched to its box (EAN-13 or Code 128), the code printed below as text. A code the
 * symbology cannot encode shows as an inline error box instead.
 */
export function BarcodeSvg({ code, symbology, showText = true }: Props) {
  const encoded = useMemo(() => {
    try {
      return barPattern(code, symbology);
    } catch {
      return null;
    }
  }, [code, symbology]);
  if (!encoded) return <BarcodeError code={code} symbology={NAMES[symbology ?? 'code128']} />;
  const width = encoded.bits.length + QUIET * 2;
  return (
    <div className="barcode-symbol">
      <svg
        className="barcode-svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={code}
        data-code={code}
        data-symbology={encoded.symbology}
      >
        <rect width={width} height={HEIGHT} fill="#fff" />
        {barRuns(encoded.bits).map(([x, w]) => (
          <rect key={x} x={x + QUIET} y={0} width={w} height={HEIGHT} fill="#000" />
        ))}
      </svg>
      {showText ? <div className="barcode-text">{code}</div> : null}
    </div>
  );
}

/** What shows in place of a code that cannot be drawn: the code and the symbology that refused it. */
export function BarcodeError({ code, symbology }: { code: string; symbology: string }) {
  const { t } = useTranslation();
  return (
    <div className="barcode-error" role="alert" data-code={code}>
      {code ? t('print.barcodeError', { code, symbology }) : t('print.barcodeEmpty')}
    </div>
  );
}

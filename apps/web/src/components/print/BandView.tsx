import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintBand } from '@retail/contracts/api/system/print-template';
import type { CSSProperties } from 'react';
import { ElementView } from './ElementView.tsx';

interface Props {
  band: PrintBand;
  docType: PrintDocType;
  data: Record<string, unknown>;
  page?: { index: number; count: number };
  /** where the band lies (absolute for a footer at the bottom of a sheet) */
  style?: CSSProperties;
  name: string;
}

/** A band of absolutely placed elements, each box at its x/y/w/h in mm from the band's top-left corner. */
export function BandView({ band, docType, data, page, style, name }: Props) {
  if (band.heightMm <= 0 && band.elements.length === 0) return null;
  return (
    <div className={`print-band print-band-${name}`} style={{ height: `${band.heightMm}mm`, ...style }}>
      {band.elements.map((element) => (
        <div
          key={element.id}
          className="print-box"
          style={{
            left: `${element.x}mm`,
            top: `${element.y}mm`,
            width: `${element.w}mm`,
            height: `${element.h}mm`,
          }}
        >
          <ElementView element={element} docType={docType} data={data} page={page} />
        </div>
      ))}
    </div>
  );
}

import { type PrintDocType, valueAt } from '@retail/contracts/api/system/print-catalogue';
import type { PrintElement, PrintTextStyle } from '@retail/contracts/api/system/print-template';
import { QRCodeSVG } from '@rc-component/qrcode';
import type { CSSProperties } from 'react';
import { BarcodeError, BarcodeSvg } from '../barcode/BarcodeSvg.tsx';
import { usePrintText } from './usePrintText.ts';

interface Props {
  element: PrintElement;
  docType: PrintDocType;
  /** the prepared data of the document (one label's data on a label sheet) */
  data: Record<string, unknown>;
  /** the page it prints on (0-based index), for page numbers */
  page?: { index: number; count: number };
}

export const textCss = (style: PrintTextStyle): CSSProperties => ({
  fontSize: `${style.fontSizePt}pt`,
  fontWeight: style.bold ? 700 : 400,
  fontStyle: style.italic ? 'italic' : 'normal',
  textAlign: style.align,
});

const FILLS = { none: 'transparent', light: '#e6e6e6', dark: '#000' } as const;

/** The content of one element filling its box; the caller positions and sizes the box. */
export function ElementView({ element, docType, data, page }: Props) {
  const text = usePrintText();
  switch (element.type) {
    case 'text':
      return (
        <div className="print-el print-el-text" style={textCss(element.style)}>
          {element.text}
        </div>
      );
    case 'field': {
      const value = text.value(docType, element.binding, valueAt(data, element.binding), element.format);
      // a field without a value prints nothing, not a dangling label (no member, no cash tendered)
      const label =
        value === ''
          ? ''
          : (element.label ?? `${text.fieldLabel(docType, element.binding)}${text.labelSeparator}`);
      return (
        <div className="print-el print-el-text" style={textCss(element.style)} data-binding={element.binding}>
          {label}
          {value}
        </div>
      );
    }
    case 'pageNumber':
      return (
        <div className="print-el print-el-text" style={textCss(element.style)}>
          {`${(page?.index ?? 0) + 1} / ${page?.count ?? 1}`}
        </div>
      );
    case 'barcode': {
      const raw = element.binding ? valueAt(data, element.binding) : element.text;
      const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
      if (element.symbology !== 'qr')
        return <BarcodeSvg code={code} symbology={element.symbology} showText={element.showText} />;
      if (!code) return <BarcodeError code="" symbology="QR" />;
      return (
        <div className="print-el print-el-qr" data-code={code}>
          <QRCodeSVG value={code} level="M" fgColor="#000" bgColor="#fff" role="img" aria-label={code} />
        </div>
      );
    }
    case 'image':
      return <img className="print-el" src={element.src} alt="" style={{ objectFit: element.fit }} />;
    case 'line':
      return (
        <div className={`print-el print-el-line print-el-line-${element.direction}`}>
          <div
            style={{
              [element.direction === 'horizontal' ? 'borderTop' : 'borderLeft']:
                `${element.thicknessMm}mm ${element.dashed ? 'dashed' : 'solid'} #000`,
            }}
          />
        </div>
      );
    case 'rect':
      return (
        <div
          className="print-el"
          style={{
            boxSizing: 'border-box',
            border: element.borderMm > 0 ? `${element.borderMm}mm solid #000` : 'none',
            borderRadius: `${element.radiusMm}mm`,
            background: FILLS[element.fill],
          }}
        />
      );
  }
}

import type { LabelOutput } from '@retail/contracts/api/retail/goods-barcode';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../../components/display/format.ts';
import { BarcodeSvg } from './BarcodeSvg.tsx';

interface Props {
  labels: LabelOutput[];
  copies: number;
  showPrice: boolean;
}

/** A sheet of labels (grid of 50 × 30 mm cells): goods name, variant, price and the barcode. */
export function LabelSheet({ labels, copies, showPrice }: Props) {
  const { t } = useTranslation();
  const cells = labels.flatMap((label) => Array.from({ length: copies }, (_, copy) => ({ label, copy })));
  return (
    <div className="label-sheet">
      {cells.map(({ label, copy }) => (
        <div className="barcode-label" key={`${label.id}-${copy}`} data-barcode={label.barcode}>
          <div className="barcode-label-name">{label.goodsName}</div>
          <div className="barcode-label-meta">
            <span>{[label.goodsCode, label.color, label.size].filter(Boolean).join(' / ')}</span>
            {showPrice ? (
              <strong className="barcode-label-price">
                {t('catalog.labels.price', { price: yuanText(label.retailPrice) })}
              </strong>
            ) : null}
          </div>
          <BarcodeSvg code={label.barcode} />
        </div>
      ))}
    </div>
  );
}

import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Card, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isOnSale } from '../../../api/goods-barcode.ts';
import { yuanText } from '../../../components/display/format.ts';

/** The goods behind the last code read: name, variant, prices and stock on hand. */
export function ScannedItem({ item, inCart }: { item: BarcodeLookupOutput; inCart: number }) {
  const { t } = useTranslation();
  const offSale = !isOnSale(item);
  const variant = [item.color, item.size, item.spec].filter(Boolean).join(' · ');
  return (
    <Card className="mobile-section" data-testid="scanned-item">
      <div className="barscan-item-name">
        {item.goodsName} {offSale ? <Tag color="danger">{t('mobile.scan.offSale')}</Tag> : null}
      </div>
      <div className="mobile-muted">
        {item.goodsCode} · {item.barcode}
        {variant ? ` · ${variant}` : ''}
      </div>
      <div className="barscan-item-figures">
        <span>
          {t('mobile.scan.price')} <b className="mobile-money">{yuanText(item.effectiveRetailPrice)}</b>
        </span>
        <span>
          {t('mobile.scan.memberPrice')} <b className="mobile-money">{yuanText(item.effectiveMemberPrice)}</b>
        </span>
        <span data-testid="scanned-stock">
          {t('mobile.scan.stock')} <b>{item.qty}</b>
          {item.unit ? ` ${item.unit}` : ''}
        </span>
      </div>
      {inCart > item.qty ? (
        <div className="barscan-warning">{t('mobile.scan.outOfStock', { qty: item.qty })}</div>
      ) : null}
    </Card>
  );
}

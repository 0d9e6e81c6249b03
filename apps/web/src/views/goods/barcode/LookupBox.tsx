import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Alert, Descriptions, Image, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi } from '../../../api/goods-barcode.ts';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { saleOptions } from '../shared/status.ts';

function LookupResult({ item }: { item: BarcodeLookupOutput }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} bordered className="barcode-lookup-result" style={{ width: 360 }}>
      <Descriptions.Item label={t('catalog.barcode.barcode')}>{item.barcode}</Descriptions.Item>
      <Descriptions.Item label={t('catalog.barcode.goods')}>
        {item.goodsCode} {item.goodsName}
      </Descriptions.Item>
      <Descriptions.Item label={`${t('catalog.barcode.color')} / ${t('catalog.barcode.size')}`}>
        {[item.color, item.size, item.spec, item.unit].filter(Boolean).join(' / ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('catalog.barcode.retailPrice')}>
        <YuanText value={item.effectiveRetailPrice} />
      </Descriptions.Item>
      <Descriptions.Item label={t('catalog.barcode.memberPrice')}>
        <YuanText value={item.effectiveMemberPrice} />
      </Descriptions.Item>
      <Descriptions.Item label={t('catalog.barcode.qty')}>{item.qty}</Descriptions.Item>
      <Descriptions.Item label={t('catalog.barcode.lookupGoodsStatus')}>
        <EnumTag value={item.goodsStatus as 1 | 2} options={saleOptions()} />
      </Descriptions.Item>
      {item.images[0] ? (
        <Descriptions.Item label={t('catalog.goods.images')}>
          <Image src={item.images[0]} width={64} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** Scan or type a barcode: shows its goods, prices, stock and sale status. */
export function LookupBox() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ item?: BarcodeLookupOutput; error?: string } | null>(null);
  const lookup = async (code: string) => {
    const barcode = code.trim();
    if (!barcode) return setResult(null);
    setBusy(true);
    try {
      setResult({ item: await goodsBarcodeApi.lookup(barcode) });
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover
      open={result !== null}
      onOpenChange={(open) => (open ? undefined : setResult(null))}
      trigger="click"
      placement="bottomRight"
      content={
        result?.item ? (
          <LookupResult item={result.item} />
        ) : (
          <Alert type="warning" showIcon title={result?.error} />
        )
      }
    >
      <Input.Search
        allowClear
        loading={busy}
        enterButton={t('catalog.barcode.lookup')}
        placeholder={t('catalog.barcode.lookupPlaceholder')}
        aria-label={t('catalog.barcode.lookup')}
        onSearch={(value) => void lookup(value)}
        style={{ width: 300 }}
      />
    </Popover>
  );
}

import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnSale } from '../../../api/goods-barcode.ts';
import { useScanQueue } from '../../../components/scan/useScanQueue.ts';
import { useCartStore } from './cartStore.ts';

const refusedToast = (content: string) => Toast.show({ icon: 'fail', content });

/**
 * Scanned, typed or picked codes, through the till's one scan queue: looked up in order, shown, and added to the
 * cart when they may be sold; unknown and off-sale codes are announced (message, sound) and listed.
 * Returns the last item looked up, the function to call with a code, and the queue's state.
 */
export function useScanLookup() {
  const { t } = useTranslation();
  const add = useCartStore((state) => state.add);
  const [item, setItem] = useState<BarcodeLookupOutput | null>(null);
  const scan = useScanQueue({
    onFound: (found) => {
      setItem(found);
      add(found);
      Toast.show({ icon: 'success', content: t('mobile.scan.added', { name: found.goodsName }) });
    },
    refuse: (found) => {
      if (isOnSale(found)) return null;
      // shown with its off-sale tag, not added
      setItem(found);
      return t('mobile.scan.offSaleRefused', { name: found.goodsName });
    },
    announce: refusedToast,
  });
  return { item, scan: scan.push, pending: scan.waiting > 0, refusals: scan.refusals };
}

import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { useMutation } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi, isOnSale } from '../../../api/goods-barcode.ts';
import { useCartStore } from './cartStore.ts';

/**
 * A scanned or typed code: looked up on the server, shown, and added to the cart when it may be sold.
 * Returns the last item looked up and the function to call with a code.
 */
export function useScanLookup() {
  const { t } = useTranslation();
  const add = useCartStore((state) => state.add);
  const [item, setItem] = useState<BarcodeLookupOutput | null>(null);
  const lookup = useMutation({
    mutationFn: (code: string) => goodsBarcodeApi.lookup(code),
    onSuccess: (found) => {
      setItem(found);
      if (!isOnSale(found)) {
        Toast.show({ icon: 'fail', content: t('mobile.scan.offSaleRefused', { name: found.goodsName }) });
        return;
      }
      add(found);
      Toast.show({ icon: 'success', content: t('mobile.scan.added', { name: found.goodsName }) });
    },
    onError: (error) => {
      setItem(null);
      Toast.show({ icon: 'fail', content: error.message });
    },
  });
  const scan = (code: string) => {
    const trimmed = code.trim();
    if (trimmed) lookup.mutate(trimmed);
  };
  return { item, scan, pending: lookup.isPending };
}

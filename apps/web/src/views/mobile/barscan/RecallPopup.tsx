import type { ParkedSaleOutput } from '@retail/contracts/api/retail/sale-park';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleParkApi, saleParkKeys } from '../../../api/sale-park.ts';
import { yuanText } from '../../../components/display/format.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { useListReload } from '../../../components/list/useListReload.ts';
import { leftOutText } from '../../../components/retail-docs/parkedSale.ts';
import { useCartStore } from './cartStore.ts';
import { recalledPhoneCart } from './parked.ts';

/** The store's parked sales, newest first: tap one to take it into the (empty) cart, or discard it. */
export function RecallPopup({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const reload = useListReload(saleParkKeys.all);
  const load = useCartStore((state) => state.load);
  const [busy, setBusy] = useState(false);
  const parked = useQuery({
    queryKey: saleParkKeys.call('list'),
    queryFn: ({ signal }) => saleParkApi.list(signal),
    enabled: visible,
    staleTime: 0,
  });
  const labelOf = (sale: ParkedSaleOutput) => sale.label ?? t('park.noLabel');

  const recall = async (sale: ParkedSaleOutput) => {
    if (busy) return;
    setBusy(true);
    try {
      const cart = recalledPhoneCart(await saleParkApi.recall(sale.id));
      load(cart.lines, cart.member);
      onClose();
      const notes = [
        ...cart.leftOut.map((line) => leftOutText(t, line)),
        ...(cart.memberGone ? [t('park.memberGone')] : []),
        ...(cart.discountsDropped ? [t('park.discountsDropped')] : []),
      ];
      if (notes.length > 0) void Dialog.alert({ title: t('park.recalled'), content: notes.join('\n') });
      else Toast.show({ icon: 'success', content: t('park.recalled') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error) });
    } finally {
      setBusy(false);
      void reload();
    }
  };

  const discard = async (sale: ParkedSaleOutput) => {
    const confirmed = await Dialog.confirm({
      content: t('park.discardQuestion', { label: labelOf(sale) }),
      confirmText: t('park.discard'),
      cancelText: t('ui.cancel'),
    });
    if (!confirmed) return;
    try {
      await saleParkApi.discard(sale.id);
      Toast.show({ icon: 'success', content: t('park.discarded') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error) });
    } finally {
      void reload();
    }
  };

  const sales = parked.data ?? [];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}
    >
      <List header={t('park.recallTitle')} data-testid="park-list">
        {sales.length === 0 && !parked.isFetching ? (
          <ErrorBlock status="empty" title={t('park.empty')} description={null} />
        ) : null}
        {sales.map((sale) => (
          <List.Item
            key={sale.id}
            onClick={() => void recall(sale)}
            disabled={busy}
            description={[
              sale.createTime,
              sale.createUserName,
              t('park.items', { lines: sale.lineCount, qty: sale.totalQty }),
            ].join(' · ')}
            extra={
              <div className="barscan-line-extra">
                <span className="mobile-money">{yuanText(sale.amount)}</span>
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  onClick={(event) => {
                    event.stopPropagation();
                    void discard(sale);
                  }}
                >
                  {t('park.discard')}
                </Button>
              </div>
            }
            data-testid="park-item"
          >
            {labelOf(sale)}
          </List.Item>
        ))}
      </List>
    </Popup>
  );
}

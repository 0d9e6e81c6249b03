import { Dialog, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleParkApi, saleParkKeys } from '../../../api/sale-park.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { useListReload } from '../../../components/list/useListReload.ts';
import { useCartStore } from './cartStore.ts';
import { parkInput } from './parked.ts';

/** Asks an optional note and parks the phone's cart for the store; the cart then starts empty. */
export function ParkDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const reload = useListReload(saleParkKeys.all);
  const { cart, clear } = useCartStore();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);

  const park = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await saleParkApi.add(parkInput(cart, label));
      clear();
      setLabel('');
      void reload();
      onClose();
      Toast.show({ icon: 'success', content: t('park.parked') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      visible={visible}
      title={t('park.parkTitle')}
      onClose={onClose}
      content={
        <Input
          value={label}
          maxLength={64}
          onChange={setLabel}
          onEnterPress={() => void park()}
          placeholder={t('park.labelPlaceholder')}
          aria-label={t('park.label')}
          data-testid="park-label"
        />
      }
      actions={[
        [
          { key: 'cancel', text: t('ui.cancel'), onClick: onClose },
          {
            key: 'park',
            text: t('park.park'),
            bold: true,
            disabled: busy,
            onClick: () => void park(),
            // antd-mobile passes unknown props to the button
            ...({ 'data-testid': 'park-confirm' } as object),
          },
        ],
      ]}
    />
  );
}

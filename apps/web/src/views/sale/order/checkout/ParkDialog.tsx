import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saleParkApi, saleParkKeys } from '../../../../api/sale-park.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { parkBody, type TillCart } from './parkedCart.ts';

interface Props {
  open: boolean;
  cart: TillCart;
  onClose(): void;
  /** the server holds the cart now: the till starts a new sale */
  onParked(): void;
}

/** Asks an optional note and parks the cart for the store. */
export function ParkDialog({ open, cart, onClose, onParked }: Props) {
  const { t } = useTranslation();
  const reload = useListReload(saleParkKeys.all);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);

  const park = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await saleParkApi.add(parkBody(cart, label));
      feedback.success(t('park.parked'));
      setLabel('');
      void reload();
      onParked();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('park.parkTitle')}
      okText={t('park.park')}
      cancelText={t('ui.cancel')}
      confirmLoading={busy}
      onOk={() => void park()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'park-confirm' }}
      destroyOnHidden
    >
      <Input
        autoFocus
        value={label}
        maxLength={64}
        onChange={(event) => setLabel(event.target.value)}
        onPressEnter={() => void park()}
        placeholder={t('park.labelPlaceholder')}
        aria-label={t('park.label')}
        data-testid="park-label"
      />
    </Modal>
  );
}

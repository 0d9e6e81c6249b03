import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { useCartStore } from './cartStore.ts';
import { ParkDialog } from './ParkDialog.tsx';
import { RecallPopup } from './RecallPopup.tsx';

/** Park the cart for the store, or recall a parked sale into an empty cart (also one parked at another till). */
export function ParkBar() {
  const { t } = useTranslation();
  const empty = useCartStore((state) => state.cart.lines.length === 0);
  const [parking, setParking] = useState(false);
  const [recalling, setRecalling] = useState(false);
  const openRecall = () => {
    if (empty) setRecalling(true);
    else Toast.show({ content: t('park.cartNotEmpty') });
  };
  return (
    <Permitted code="mobile:sell">
      <div className="mobile-section barscan-park">
        <Button block disabled={empty} onClick={() => setParking(true)} data-testid="park">
          {t('park.park')}
        </Button>
        <Button block onClick={openRecall} data-testid="recall">
          {t('park.recall')}
        </Button>
      </div>
      <ParkDialog visible={parking} onClose={() => setParking(false)} />
      <RecallPopup visible={recalling} onClose={() => setRecalling(false)} />
    </Permitted>
  );
}

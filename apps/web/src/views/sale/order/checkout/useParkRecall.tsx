import type { RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { leftOutText } from '../../../../components/retail-docs/parkedSale.ts';
import { type RecalledCart, recalledCart, type TillCart } from './parkedCart.ts';
import { ParkDialog } from './ParkDialog.tsx';
import { RecallDialog } from './RecallDialog.tsx';

interface Options {
  cart: TillCart;
  /** the cart is parked: start a new sale */
  onParked(): void;
  /** load the recalled sale into the (empty) till */
  onRecalled(cart: RecalledCart): void;
}

/** Park and recall at the till, for buttons and keyboard shortcuts alike. */
export interface ParkRecall {
  canPark: boolean;
  /** the park or the recall dialog is open */
  dialogOpen: boolean;
  /** Opens the note dialog; nothing happens with an empty cart. */
  openPark(): void;
  /** Opens the store's parked sales; with goods in the cart it says to park or finish them first. */
  openRecall(): void;
  /** The dialogs, rendered once by whoever shows the buttons. */
  dialogs: ReactNode;
}

export function useParkRecall({ cart, onParked, onRecalled }: Options): ParkRecall {
  const { t } = useTranslation();
  const [parking, setParking] = useState(false);
  const [recalling, setRecalling] = useState(false);
  const empty = cart.lines.length === 0;

  const recalled = (sale: RecalledSaleOutput) => {
    const next = recalledCart(sale);
    setRecalling(false);
    onRecalled(next);
    feedback.success(t('park.recalled'));
    for (const line of next.leftOut) feedback.warning(leftOutText(t, line));
    if (next.memberGone) feedback.warning(t('park.memberGone'));
  };

  return {
    canPark: !empty,
    dialogOpen: parking || recalling,
    openPark: () => {
      if (!empty) setParking(true);
    },
    openRecall: () => {
      if (empty) setRecalling(true);
      else feedback.warning(t('park.cartNotEmpty'));
    },
    dialogs: (
      <>
        <ParkDialog
          open={parking}
          cart={cart}
          onClose={() => setParking(false)}
          onParked={() => {
            setParking(false);
            onParked();
          }}
        />
        <RecallDialog open={recalling} onClose={() => setRecalling(false)} onRecalled={recalled} />
      </>
    ),
  };
}

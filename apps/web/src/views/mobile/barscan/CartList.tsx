import { Button, Dialog, List, Stepper, SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../components/display/format.ts';
import { lineAmountFen, unitPriceFen } from './cart.ts';
import { useCartStore } from './cartStore.ts';

/** The cart's lines: price, quantity (stepper) and amount; swipe a line left to remove it. */
export function CartList() {
  const { t } = useTranslation();
  const { cart, setQty, clear } = useCartStore();
  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('mobile.cart.confirmClear'),
      confirmText: t('ui.ok'),
      cancelText: t('ui.cancel'),
    });
    if (confirmed) clear();
  };
  return (
    <List
      className="mobile-section barscan-cart"
      header={
        <div className="barscan-cart-header">
          <span>{t('mobile.cart.title')}</span>
          {cart.lines.length > 0 ? (
            <Button size="mini" fill="none" color="danger" onClick={confirmClear}>
              {t('mobile.cart.clear')}
            </Button>
          ) : null}
        </div>
      }
      data-testid="cart"
    >
      {cart.lines.length === 0 ? (
        <List.Item className="mobile-muted">{t('mobile.cart.empty')}</List.Item>
      ) : null}
      {cart.lines.map((line) => (
        <SwipeAction
          key={line.item.barcode}
          rightActions={[
            {
              key: 'remove',
              text: t('mobile.cart.remove'),
              color: 'danger',
              onClick: () => setQty(line.item.barcode, 0),
            },
          ]}
        >
          <List.Item
            data-testid={`cart-line-${line.item.barcode}`}
            description={`${line.item.barcode} · ${yuanText(unitPriceFen(line.item, cart.member) / 100)}`}
            extra={
              <div className="barscan-line-extra">
                <Stepper
                  min={1}
                  max={100000}
                  digits={0}
                  value={line.qty}
                  onChange={(qty) => setQty(line.item.barcode, qty ?? 1)}
                  aria-label={t('mobile.orders.qty')}
                />
                <span className="mobile-money">{yuanText(lineAmountFen(line, cart.member) / 100)}</span>
              </div>
            }
          >
            {line.item.goodsName}
          </List.Item>
        </SwipeAction>
      ))}
    </List>
  );
}

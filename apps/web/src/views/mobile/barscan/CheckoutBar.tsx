import { PayMethod } from '@retail/contracts';
import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mobileApi } from '../../../api/mobile.ts';
import { saleOrderKeys } from '../../../api/sale-order.ts';
import { statisticsKeys } from '../../../api/statistics.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { yuanText } from '../../../components/display/format.ts';
import { useListReload } from '../../../components/list/useListReload.ts';
import { cartTotals, checkoutInput } from './cart.ts';
import { useCartStore } from './cartStore.ts';
import { PAY_METHOD_TEXT } from '../labels.ts';
import { tenderToSend } from '../../sale/order/checkout/tender.ts';
import { tillLocationInput } from '../../sale/order/checkout/TillLocation.tsx';
import { MobileTender } from './MobileTender.tsx';
import { TillLocationBar } from './TillLocationBar.tsx';

const METHODS = [PayMethod.Cash, PayMethod.Card, PayMethod.MobilePay, PayMethod.Balance] as const;

/** Payment method, the total, and the checkout that turns the cart into a sales order. */
export function CheckoutBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the orders and the report figures
  const reload = useListReload(saleOrderKeys.all, statisticsKeys.all);
  const { cart, setPayMethod, clear, locationId } = useCartStore();
  const { qty, amountFen } = cartTotals(cart);
  const amount = yuanText(amountFen / 100);
  const balanceShort = cart.payMethod === PayMethod.Balance && (cart.member?.balance ?? 0) * 100 < amountFen;
  const [tendered, setTendered] = useState('');
  const cashFen = cart.payMethod === PayMethod.Cash ? amountFen : 0;
  const tender = tenderToSend(cashFen, tendered);

  const sell = useMutation({
    mutationFn: () =>
      mobileApi.sell({ ...checkoutInput(cart, tender ?? undefined), ...tillLocationInput(locationId) }),
    onSuccess: async (order: SaleOrderDetailOutput) => {
      clear();
      setTendered('');
      void reload();
      const view = await Dialog.confirm({
        title: t('mobile.cart.sold'),
        content: (
          <div data-testid="sold-order">
            {t('mobile.cart.soldNo', { no: order.no, amount: yuanText(order.amount) })}
            {order.cashChange !== null ? (
              <div data-testid="sold-change">
                {t('till.tender.changeDue', { amount: yuanText(order.cashChange) })}
              </div>
            ) : null}
          </div>
        ),
        confirmText: t('mobile.cart.viewOrders'),
        cancelText: t('ui.ok'),
      });
      if (view) navigate('/mobile/orderlist');
    },
    // the cart and its checkout key stay, so trying again cannot sell twice
    onError: (error) => Toast.show({ icon: 'fail', content: error.message }),
  });

  const checkout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('mobile.cart.confirmCheckout', { amount }),
      confirmText: t('ui.ok'),
      cancelText: t('ui.cancel'),
    });
    if (confirmed) sell.mutate();
  };

  const methods = METHODS.filter((method) => method !== PayMethod.Balance || cart.member);
  return (
    <div className="mobile-section barscan-checkout">
      <TillLocationBar />
      <div className="barscan-checkout-label">{t('mobile.cart.payMethod')}</div>
      <Selector
        columns={methods.length}
        value={[cart.payMethod]}
        onChange={(values) => {
          if (values[0] !== undefined) setPayMethod(values[0]);
        }}
        options={methods.map((method) => ({ value: method, label: t(PAY_METHOD_TEXT[method]) }))}
      />
      {balanceShort ? <div className="barscan-warning">{t('mobile.cart.balanceShort')}</div> : null}
      {cashFen > 0 ? <MobileTender cashFen={cashFen} tendered={tendered} onChange={setTendered} /> : null}
      <div className="barscan-total">
        <span className="mobile-muted">{t('mobile.cart.count', { count: qty })}</span>
        <span>
          {t('mobile.cart.total')}{' '}
          <b className="mobile-money" data-testid="cart-total">
            {amount}
          </b>
        </span>
      </div>
      <Permitted code="mobile:sell">
        <Button
          block
          color="primary"
          size="large"
          disabled={cart.lines.length === 0 || balanceShort || tender === null}
          loading={sell.isPending}
          onClick={checkout}
          data-testid="checkout"
        >
          {t('mobile.cart.checkout')}
        </Button>
      </Permitted>
    </div>
  );
}

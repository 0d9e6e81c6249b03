import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { yuanText } from '../../../../components/display/format.ts';
import { orderDetailPath } from '../paths.ts';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';

/** After a sale: the order number, the receipt, the order, or the next sale. */
export function CheckoutResult({ order, onNext }: { order: SaleOrderDetailOutput; onNext(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const receipt = usePrintDocument('saleReceipt');
  return (
    <Result
      status="success"
      title={t('retailDocs.sale.recorded', { no: order.no })}
      subTitle={
        <>
          {t('retailDocs.sale.recordedAmount', { amount: yuanText(order.amount) })}
          {order.cashChange !== null ? (
            <div data-testid="sale-done-change">
              {t('till.tender.tendered')} {yuanText(order.cashTendered)} ·{' '}
              {t('till.tender.changeDue', { amount: yuanText(order.cashChange) })}
            </div>
          ) : null}
        </>
      }
      data-testid="sale-done"
      extra={[
        <Button key="next" type="primary" onClick={onNext} data-testid="sale-next">
          {t('retailDocs.sale.nextSale')}
        </Button>,
        <Permitted key="print" code="saleOrder:print">
          <Button loading={receipt.busy} onClick={() => void receipt.print(order.id)}>
            {t('retailDocs.sale.printReceipt')}
          </Button>
        </Permitted>,
        <Permitted key="detail" code="saleOrder:detail">
          <Button onClick={() => void navigate(orderDetailPath(order.id))} data-testid="sale-open-detail">
            {t('retailDocs.sale.openOrder')}
          </Button>
        </Permitted>,
        <span key="sheet">{receipt.sheet}</span>,
      ]}
    />
  );
}

import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { yuanText } from '../../../../components/display/format.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { orderDetailPath } from '../paths.ts';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';

/** After a return without receipt: its number and amount, the refund slip, the return order, or the next one. */
export function ReturnResult({ order, onNext }: { order: SaleOrderDetailOutput; onNext(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slip = usePrintDocument('refundSlip');
  const refund = order.refunds[0];
  return (
    <Result
      status="success"
      title={t('till.returns.done', { no: order.no, amount: yuanText(order.refundAmount) })}
      data-testid="return-done"
      extra={[
        <Button key="next" type="primary" onClick={onNext} data-testid="return-next">
          {t('till.returns.next')}
        </Button>,
        refund ? (
          <Permitted key="slip" code="saleOrder:print">
            <Button
              loading={slip.busy}
              onClick={() => void slip.print(refund.id)}
              data-testid="return-print-slip"
            >
              {t('till.slip.print')}
            </Button>
          </Permitted>
        ) : null,
        <Permitted key="detail" code="saleOrder:detail">
          <Button onClick={() => void navigate(orderDetailPath(order.id))}>
            {t('till.returns.openOrder')}
          </Button>
        </Permitted>,
        <span key="sheet">{slip.sheet}</span>,
      ]}
    />
  );
}

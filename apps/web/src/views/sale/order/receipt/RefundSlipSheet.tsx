import { SaleOrderKind } from '@retail/contracts';
import type { RefundSlipOutput } from '@retail/contracts/api/retail/sale-order';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../../components/display/format.ts';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import './receipt.css';

/** A refund slip (80 mm roll): the shop's header, what went back, where the money went, the footer. */
export function RefundSlipSheet({ slip }: { slip: RefundSlipOutput }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const isReturn = slip.order.kind === SaleOrderKind.Return;
  return (
    <div className="sale-receipt" data-testid="refund-slip">
      {slip.shopName ? <h3>{slip.shopName}</h3> : null}
      <h3>{isReturn ? t('till.returns.title') : t('till.slip.title')}</h3>
      {slip.header ? <p className="sale-receipt-text">{slip.header}</p> : null}
      <p>
        {t('till.slip.refundNo')}: {slip.refund.no}
        <br />
        {isReturn ? t('till.slip.returnNo') : t('till.slip.orderNo')}: {slip.order.no}
        <br />
        {t('retailDocs.sale.time')}: {dateTimeText(slip.refund.createTime)}
        <br />
        {t('retailDocs.sale.cashier')}: {slip.refund.createUserName ?? ''}
        {slip.order.vipName ? (
          <>
            <br />
            {t('retailDocs.sale.member')}: {slip.order.vipName} ({slip.order.vipCardNo})
          </>
        ) : null}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th className="num">{t('retailDocs.common.qty')}</th>
            <th className="num">{t('retailDocs.sale.refundAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.goodsName}
                {line.color || line.size ? ` ${[line.color, line.size].filter(Boolean).join('/')}` : ''}
              </td>
              <td className="num">{line.qty}</td>
              <td className="num">{yuanText(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sale-receipt-totals">
        <strong data-testid="refund-slip-total">
          {t('till.slip.total')}: {yuanText(slip.refund.amount)}
        </strong>
      </p>
      <p>
        {slip.payments.map((p, i) => (
          <span key={i}>
            {t('till.slip.refundTo')} {enums.payMethod[p.method]?.label ?? p.method}: {yuanText(p.amount)}
            <br />
          </span>
        ))}
        {slip.refund.reason ? `${t('till.slip.reason')}: ${slip.refund.reason}` : null}
      </p>
      {slip.footer ? <p className="sale-receipt-text">{slip.footer}</p> : null}
    </div>
  );
}

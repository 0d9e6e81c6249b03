import type { ReceiptOutput } from '@retail/contracts/api/retail/sale-order';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../../components/display/format.ts';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import { fen, sumFen, yuanOf } from '../../../../components/retail-docs/money.ts';
import './receipt.css';

/** A till receipt (80 mm roll): the tenant's header, the lines, totals, payments and the footer. */
export function ReceiptSheet({ receipt }: { receipt: ReceiptOutput }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const discountFen = sumFen([fen(receipt.lineDiscount), fen(receipt.orderDiscount)]);
  return (
    <div className="sale-receipt" data-testid="sale-receipt">
      {receipt.shopName ? <h3>{receipt.shopName}</h3> : null}
      {receipt.header ? <p className="sale-receipt-text">{receipt.header}</p> : null}
      <p>
        {t('retailDocs.sale.no')}: {receipt.no}
        <br />
        {t('retailDocs.sale.time')}: {dateTimeText(receipt.createTime)}
        <br />
        {t('retailDocs.sale.cashier')}: {receipt.createUserName ?? ''}
        {receipt.vipName ? (
          <>
            <br />
            {t('retailDocs.sale.member')}: {receipt.vipName} ({receipt.vipCardNo})
          </>
        ) : null}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th className="num">{t('retailDocs.common.qty')}</th>
            <th className="num">{t('retailDocs.sale.price')}</th>
            <th className="num">{t('retailDocs.sale.lineAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.goodsName}
                {line.color || line.size ? ` ${[line.color, line.size].filter(Boolean).join('/')}` : ''}
              </td>
              <td className="num">{line.qty}</td>
              <td className="num">{yuanText(line.price)}</td>
              <td className="num">{yuanText(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sale-receipt-totals">
        {t('retailDocs.common.totalQty')}: {receipt.totalQty}
        <br />
        {t('retailDocs.sale.listAmount')}: {yuanText(receipt.listAmount)}
        <br />
        {t('retailDocs.sale.discount')}: {yuanOf(discountFen)}
        <br />
        <strong>
          {t('retailDocs.sale.amount')}: {yuanText(receipt.amount)}
        </strong>
      </p>
      <p>
        {receipt.payments
          .filter((p) => p.refundId === null)
          .map((p, i) => (
            <span key={i}>
              {enums.payMethod[p.method]?.label ?? p.method}: {yuanText(p.amount)}
              <br />
            </span>
          ))}
        {receipt.cashTendered !== null ? (
          <span data-testid="receipt-tender">
            {t('till.tender.tendered')}: {yuanText(receipt.cashTendered)}
            <br />
            {t('till.tender.change')}: {yuanText(receipt.cashChange)}
            <br />
          </span>
        ) : null}
        {receipt.points > 0 ? `${t('retailDocs.sale.points')}: ${receipt.points}` : null}
      </p>
      {receipt.footer ? <p className="sale-receipt-text">{receipt.footer}</p> : null}
    </div>
  );
}

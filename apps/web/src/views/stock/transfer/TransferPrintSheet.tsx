import type { TransferDetailOutput } from '@retail/contracts/api/retail/stock-transfer';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../components/display/format.ts';
import { useTransferStatuses } from './status.ts';

/** A stock transfer as printed on A4: the delivery note that travels with the goods. */
export function TransferPrintSheet({ doc }: { doc: TransferDetailOutput }) {
  const { t } = useTranslation();
  const statuses = useTransferStatuses();
  return (
    <div>
      <h2>
        {t('menu.stockTransfer')} {doc.no}
      </h2>
      <p>
        {t('transfer.from')}: {doc.fromLocationName ?? '-'} → {t('transfer.to')}: {doc.toLocationName ?? '-'}{' '}
        · {t('ui.status')}: {statuses[doc.status]?.label}
      </p>
      <p>
        {t('ui.createTime')}: {dateTimeText(doc.createTime)} · {t('transfer.shipTime')}:{' '}
        {dateTimeText(doc.shipTime) || '-'} · {t('transfer.receiveTime')}:{' '}
        {dateTimeText(doc.receiveTime) || '-'}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('retailDocs.common.barcode')}</th>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th>{t('retailDocs.common.colorSize')}</th>
            <th className="num">{t('transfer.totalQty')}</th>
            <th className="num">{t('transfer.shippedQty')}</th>
            <th className="num">{t('transfer.receivedQty')}</th>
            <th className="num">{t('transfer.differenceQty')}</th>
            <th className="num">{t('transfer.unitCost')}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.lineNo}</td>
              <td>{line.barcode}</td>
              <td>
                {line.goodsCode} {line.goodsName}
              </td>
              <td>{[line.color, line.size].filter(Boolean).join(' / ')}</td>
              <td className="num">{line.qty}</td>
              <td className="num">{line.qtyShipped}</td>
              <td className="num">{line.qtyReceived}</td>
              <td className="num">{line.qtyDifference}</td>
              <td className="num">{line.unitCost === null ? '' : yuanText(line.unitCost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('transfer.totalQty')}: {doc.totalQty} · {t('transfer.shippedQty')}: {doc.shippedQty} ·{' '}
        {t('transfer.receivedQty')}: {doc.receivedQty} · {t('transfer.inTransitQty')}: {doc.inTransitQty} ·{' '}
        {t('transfer.totalCost')}: {yuanText(doc.totalCost)}
      </p>
      {doc.closeReason ? (
        <p>
          {t('transfer.closeReason')}: {doc.closeReason}
        </p>
      ) : null}
      <p>
        {t('ui.remark')}: {doc.remark ?? ''}
      </p>
      <p>
        {t('retailDocs.common.creator')}: {doc.createUserName ?? ''} · {t('transfer.shipper')}:{' '}
        {doc.shipUserName ?? ''} · {t('transfer.receiver')}: {doc.receiveUserName ?? ''}
      </p>
    </div>
  );
}

import type { PurchaseDetailOutput } from '@retail/contracts/api/retail/purchase';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../components/display/format.ts';
import { usePurchaseEnums } from '../shared/enums.ts';

/** A purchase order as printed on A4 (sent to the supplier, or checked against the goods on arrival). */
export function OrderPrintSheet({ doc }: { doc: PurchaseDetailOutput }) {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  return (
    <div>
      <h2>
        {t('purchase.order.sheetTitle')} {doc.no}
      </h2>
      <p>
        {t('purchase.common.supplier')}: {doc.supplierName ?? '-'} · {t('purchase.common.location')}:{' '}
        {doc.locationName ?? '-'} · {t('purchase.order.expectedDate')}: {doc.expectedDate ?? '-'} ·{' '}
        {t('ui.status')}: {enums.orderStatus[doc.status]?.label}
      </p>
      <p>
        {t('ui.createTime')}: {dateTimeText(doc.createTime)} · {t('purchase.order.approveTime')}:{' '}
        {dateTimeText(doc.approveTime) || '-'}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('retailDocs.common.barcode')}</th>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th>{t('retailDocs.common.colorSize')}</th>
            <th className="num">{t('retailDocs.common.qty')}</th>
            <th className="num">{t('purchase.order.unitCost')}</th>
            <th className="num">{t('purchase.common.amount')}</th>
            <th className="num">{t('purchase.order.qtyReceived')}</th>
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
              <td className="num">{yuanText(line.unitCost)}</td>
              <td className="num">{yuanText(line.amount)}</td>
              <td className="num">{line.qtyReceived}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('purchase.order.totalQty')}: {doc.totalQty} · {t('purchase.order.totalAmount')}:{' '}
        {yuanText(doc.totalAmount)} · {t('purchase.order.receivedQty')}: {doc.receivedQty}
      </p>
      <p>
        {t('ui.remark')}: {doc.remark ?? ''}
      </p>
      <p>
        {t('purchase.common.creator')}: {doc.createUserName ?? ''} · {t('purchase.order.approver')}:{' '}
        {doc.approveUserName ?? ''}
      </p>
    </div>
  );
}

import type { ReturnDetailOutput } from '@retail/contracts/api/retail/purchase';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../components/display/format.ts';
import { usePurchaseEnums } from '../shared/enums.ts';

/** A supplier return as printed on A4 (goes with the goods to the supplier). */
export function ReturnPrintSheet({ doc }: { doc: ReturnDetailOutput }) {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  return (
    <div>
      <h2>
        {t('purchase.return.sheetTitle')} {doc.no}
      </h2>
      <p>
        {t('purchase.common.supplier')}: {doc.supplierName ?? '-'} · {t('purchase.common.location')}:{' '}
        {doc.locationName ?? '-'} · {t('ui.status')}: {enums.returnStatus[doc.status]?.label}
        {doc.orderNo ? ` · ${t('purchase.return.orderNo')}: ${doc.orderNo}` : ''}
        {doc.receiptNo ? ` · ${t('purchase.return.receiptNo')}: ${doc.receiptNo}` : ''}
      </p>
      <p>
        {t('ui.createTime')}: {dateTimeText(doc.createTime)} · {t('purchase.return.confirmTime')}:{' '}
        {dateTimeText(doc.confirmTime) || '-'}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('retailDocs.common.barcode')}</th>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th>{t('retailDocs.common.colorSize')}</th>
            <th className="num">{t('retailDocs.common.qty')}</th>
            <th className="num">{t('purchase.return.unitCost')}</th>
            <th className="num">{t('purchase.common.amount')}</th>
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
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('purchase.return.totalQty')}: {doc.totalQty} · {t('purchase.return.totalAmount')}:{' '}
        {yuanText(doc.totalAmount)}
      </p>
      <p>
        {t('ui.remark')}: {doc.remark ?? ''}
      </p>
      <p>
        {t('purchase.common.creator')}: {doc.createUserName ?? ''} · {t('purchase.return.confirmer')}:{' '}
        {doc.confirmUserName ?? ''}
      </p>
    </div>
  );
}

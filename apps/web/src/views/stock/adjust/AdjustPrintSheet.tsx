import type { AdjustDetailOutput } from '@retail/contracts/api/retail/stock-adjust';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../components/display/format.ts';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';

/** A stock adjustment document as printed on A4. */
export function AdjustPrintSheet({ doc }: { doc: AdjustDetailOutput }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  return (
    <div>
      <h2>
        {enums.adjustKind[doc.kind]?.label} {doc.no}
      </h2>
      <p>
        {t('ui.status')}: {enums.adjustStatus[doc.status]?.label} · {t('retailDocs.adjust.location')}:{' '}
        {doc.locationName ?? '-'} · {t('retailDocs.adjust.supplier')}: {doc.supplierName ?? '-'} ·{' '}
        {t('ui.createTime')}: {dateTimeText(doc.createTime)} · {t('retailDocs.adjust.confirmTime')}:{' '}
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
            <th className="num">{t('retailDocs.adjust.delta')}</th>
            <th className="num">{t('retailDocs.adjust.costPrice')}</th>
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
              <td className="num">{line.delta ?? ''}</td>
              <td className="num">{yuanText(line.costPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('retailDocs.common.totalQty')}: {doc.totalQty} · {t('retailDocs.adjust.totalCost')}:{' '}
        {yuanText(doc.totalCost)}
      </p>
      <p>
        {t('ui.remark')}: {doc.remark ?? ''}
      </p>
      <p>
        {t('retailDocs.common.creator')}: {doc.createUserName ?? ''} · {t('retailDocs.adjust.confirmer')}:{' '}
        {doc.confirmUserName ?? ''}
      </p>
    </div>
  );
}

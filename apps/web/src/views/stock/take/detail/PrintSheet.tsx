import type { StocktakePrintOutput } from '@retail/contracts/api/retail/stocktake';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../../components/display/format.ts';
import { stocktakeStatusOptions, uncountedLabel } from '../enums.ts';

/** The variance report as printed on A4: the stocktake, its totals, every line. */
export function PrintSheet({ doc }: { doc: StocktakePrintOutput }) {
  const { t } = useTranslation();
  const { summary } = doc;
  return (
    <div>
      <h2>{t('stocktake.reportTitle', { no: doc.no })}</h2>
      <p>
        {t('ui.status')}: {stocktakeStatusOptions()[doc.status]?.label} · {t('stocktake.location')}:{' '}
        {doc.locationName ?? '-'} · {t('stocktake.scope')}: {doc.categoryName ?? t('stocktake.allGoods')} ·{' '}
        {t('stocktake.freezeTime')}: {dateTimeText(doc.freezeTime)}
        {doc.postedTime
          ? ` · ${t('stocktake.postedTime')}: ${dateTimeText(doc.postedTime)} · ${t('stocktake.uncountedChoice')}: ${uncountedLabel(doc.uncounted)}`
          : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('retailDocs.common.barcode')}</th>
            <th>{t('retailDocs.common.goodsName')}</th>
            <th>{t('retailDocs.common.colorSize')}</th>
            <th className="num">{t('stocktake.bookQty')}</th>
            <th className="num">{t('stocktake.countedQty')}</th>
            <th className="num">{t('stocktake.movementQty')}</th>
            <th className="num">{t('stocktake.varianceQty')}</th>
            <th className="num">{t('stocktake.avgCost')}</th>
            <th className="num">{t('stocktake.varianceValue')}</th>
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
              <td className="num">{line.bookQty}</td>
              <td className="num">{line.countedQty ?? t('stocktake.notCounted')}</td>
              <td className="num">{line.movementQty}</td>
              <td className="num">{line.varianceQty ?? ''}</td>
              <td className="num">{yuanText(line.avgCost)}</td>
              <td className="num">{line.varianceValue === null ? '' : yuanText(line.varianceValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('stocktake.summary.lines')}: {summary.lineCount} · {t('stocktake.summary.counted')}:{' '}
        {summary.countedCount} · {t('stocktake.summary.uncounted')}: {summary.uncountedCount} ·{' '}
        {t('stocktake.summary.gain')}: {summary.gainQty} / {yuanText(summary.gainValue)} ·{' '}
        {t('stocktake.summary.loss')}: {summary.lossQty} / {yuanText(summary.lossValue)} ·{' '}
        {t('stocktake.summary.variance')}: {summary.varianceQty} / {yuanText(summary.varianceValue)}
      </p>
      <p>
        {t('ui.remark')}: {doc.remark ?? ''}
      </p>
      <p>
        {t('retailDocs.common.creator')}: {doc.createUserName ?? ''} · {t('stocktake.postedUser')}:{' '}
        {doc.postedUserName ?? ''}
      </p>
    </div>
  );
}

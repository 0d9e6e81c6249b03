import type { TillShiftDetailOutput } from '@retail/contracts/api/retail/till-shift';
import { TillCashKind } from '@retail/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeText, yuanText } from '../../../../components/display/format.ts';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import './shift-report.css';

export type ShiftReport = TillShiftDetailOutput & { shopName?: string | null; printTime?: string };

/**
 * An X (open shift, as of now) or Z (closed, as stored) report on an 80 mm roll: sales, refunds, discounts, money
 * by payment method and the cash drawer (float, cash in and out, expected against counted). Plain HTML, so the
 * desktop and the phone show the same report on screen; on paper it prints through the shift report template.
 */
export function ShiftReportSheet({ report }: { report: ShiftReport }) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const f = report.figures;
  const row = (label: string, value: string | number, testId?: string) => (
    <tr>
      <td>{label}</td>
      <td className="num" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
  return (
    <div className="shift-report" data-testid="shift-report">
      {report.shopName ? <h3>{report.shopName}</h3> : null}
      <h3 data-testid="shift-report-kind">{t(report.report === 'Z' ? 'shift.zReport' : 'shift.xReport')}</h3>
      <p>
        {t('shift.no')}: {report.no}
        <br />
        {t('shift.cashier')}: {report.userName ?? ''}
        <br />
        {t('shift.openTime')}: {dateTimeText(report.openTime)}
        {report.closeTime ? (
          <>
            <br />
            {t('shift.closeTime')}: {dateTimeText(report.closeTime)}
          </>
        ) : null}
        {report.printTime ? (
          <>
            <br />
            {t('shift.report.printTime')}: {dateTimeText(report.printTime)}
          </>
        ) : null}
      </p>
      <table>
        <tbody>
          {row(t('shift.report.salesCount'), f.salesCount)}
          {row(t('shift.report.salesAmount'), yuanText(f.salesAmount))}
          {row(t('shift.report.discountAmount'), yuanText(f.discountAmount))}
          {row(t('shift.report.refundCount'), f.refundCount)}
          {row(t('shift.report.refundAmount'), yuanText(f.refundAmount))}
          {row(t('shift.report.netSales'), yuanText(f.netSales))}
        </tbody>
      </table>
      <h4>{t('shift.report.byMethod')}</h4>
      <table>
        <thead>
          <tr>
            <th>{t('shift.report.method')}</th>
            <th className="num">{t('shift.report.sales')}</th>
            <th className="num">{t('shift.report.refunds')}</th>
            <th className="num">{t('shift.report.net')}</th>
          </tr>
        </thead>
        <tbody>
          {f.byMethod.map((m) => (
            <tr key={m.method}>
              <td>{enums.payMethod[m.method]?.label ?? m.method}</td>
              <td className="num">{yuanText(m.sales)}</td>
              <td className="num">{yuanText(m.refunds)}</td>
              <td className="num">{yuanText(m.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>{t('shift.report.cashDrawer')}</h4>
      <table>
        <tbody>
          {row(t('shift.floatAmount'), yuanText(f.floatAmount))}
          {row(t('shift.report.cashSales'), yuanText(f.cashSales))}
          {row(t('shift.report.cashRefunds'), yuanText(f.cashRefunds))}
          {row(t('shift.paidIn'), yuanText(f.paidIn))}
          {row(t('shift.paidOut'), yuanText(f.paidOut))}
          {row(t('shift.expectedCash'), yuanText(f.expectedCash), 'shift-report-expected')}
          {f.countedCash === null ? null : row(t('shift.countedCash'), yuanText(f.countedCash))}
          {f.difference === null
            ? null
            : row(t('shift.difference'), yuanText(f.difference), 'shift-report-difference')}
        </tbody>
      </table>
      {report.cash.length > 0 ? (
        <>
          <h4>{t('shift.report.cashRows')}</h4>
          <table>
            <tbody>
              {report.cash.map((c) => (
                <tr key={c.id}>
                  <td>
                    {t(c.kind === TillCashKind.PaidIn ? 'shift.paidIn' : 'shift.paidOut')} {c.reason}
                  </td>
                  <td className="num">{yuanText(c.kind === TillCashKind.PaidIn ? c.amount : -c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}

import { TillCashKind } from '@retail/contracts';
import type { TillShiftDetailOutput } from '@retail/contracts/api/retail/till-shift';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, List, Space, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tillShiftApi, tillShiftKeys } from '../../../api/till-shift.ts';
import { dateTimeText, yuanText } from '../../../components/display/format.ts';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { ShiftReportSheet } from '../../sale/shift/report/ShiftReportSheet.tsx';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';
import { type ShiftAction, ShiftActionPopup } from './ShiftActionPopup.tsx';

/** The phone till's shift, as on the desktop till: state, open, paid in/out, X report, close and the Z report. */
export function ShiftPanel() {
  return usePermissions().has('shift:open') ? <CurrentShift /> : null;
}

function CurrentShift() {
  const { t } = useTranslation();
  const reload = useListReload(tillShiftKeys.all);
  const report = usePrintDocument('shiftReport');
  const [action, setAction] = useState<ShiftAction | null>(null);
  const current = useQuery({
    queryKey: tillShiftKeys.call('current'),
    queryFn: ({ signal }) => tillShiftApi.current(signal),
  });
  const shift = current.data ?? null;

  const show = (sheet: TillShiftDetailOutput) => {
    Dialog.show({
      content: <ShiftReportSheet report={sheet} />,
      closeOnAction: true,
      actions: [
        [
          { key: 'print', text: t('shift.printReport'), onClick: () => void report.print(sheet.id) },
          { key: 'ok', text: t('ui.ok'), bold: true },
        ],
      ],
    });
  };

  const submit = async (input: { amount: string; reason: string; kind: number }) => {
    if (!action) return;
    try {
      const done =
        action === 'open'
          ? await tillShiftApi.open({ floatAmount: input.amount || '0' })
          : action === 'close' && shift
            ? await tillShiftApi.close({ id: shift.id, countedCash: input.amount })
            : shift
              ? await tillShiftApi.cash({
                  shiftId: shift.id,
                  kind: input.kind as 1 | 2,
                  amount: input.amount,
                  reason: input.reason,
                })
              : null;
      setAction(null);
      void reload();
      if (done?.report === 'Z') show(done);
      else Toast.show({ icon: 'success', content: t(action === 'open' ? 'shift.opened' : 'shift.recorded') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <List className="mobile-section" header={t('shift.title')}>
      <List.Item
        data-testid="mobile-shift-state"
        description={
          shift
            ? t('shift.openSince', { time: dateTimeText(shift.openTime), float: yuanText(shift.floatAmount) })
            : null
        }
      >
        {shift ? `${shift.no} · ${t('shift.status.open')}` : t('shift.none')}
      </List.Item>
      <List.Item>
        <Space wrap>
          {shift ? (
            <>
              <Permitted code="shift:cash">
                <Button size="small" onClick={() => setAction('cash')} data-testid="mobile-shift-cash">
                  {t('shift.cash')}
                </Button>
              </Permitted>
              <Permitted code="shift:detail">
                <Button size="small" onClick={() => show(shift)} data-testid="mobile-shift-x">
                  {t('shift.xReport')}
                </Button>
              </Permitted>
              <Permitted code="shift:close">
                <Button
                  size="small"
                  color="danger"
                  onClick={() => setAction('close')}
                  data-testid="mobile-shift-close"
                >
                  {t('shift.close')}
                </Button>
              </Permitted>
            </>
          ) : (
            <Button
              size="small"
              color="primary"
              onClick={() => setAction('open')}
              data-testid="mobile-shift-open"
            >
              {t('shift.open')}
            </Button>
          )}
        </Space>
      </List.Item>
      <ShiftActionPopup
        key={action ?? 'none'}
        action={action}
        expectedCash={shift?.figures.expectedCash ?? 0}
        defaultKind={TillCashKind.PaidOut}
        onSubmit={submit}
        onClose={() => setAction(null)}
      />
      {report.sheet}
    </List>
  );
}

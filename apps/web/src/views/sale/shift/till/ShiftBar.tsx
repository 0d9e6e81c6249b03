import type { TillShiftDetailOutput } from '@retail/contracts/api/retail/till-shift';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tillShiftApi, tillShiftKeys } from '../../../../api/till-shift.ts';
import { dateTimeText, yuanText } from '../../../../components/display/format.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { ShiftReportSheet } from '../report/ShiftReportSheet.tsx';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { CashDialog, CloseShiftDialog, OpenShiftDialog } from './ShiftDialogs.tsx';

type Dialog = 'open' | 'cash' | 'close' | null;

/**
 * The till's shift: none or open since when with which float; open a shift, paid in/out, print the X report,
 * close with the counted cash and see (and print) the Z report. Shown to users who may open shifts.
 */
export function ShiftBar() {
  const allowed = usePermissions().has('shift:open');
  return allowed ? <CurrentShift /> : null;
}

function CurrentShift() {
  const { t } = useTranslation();
  const reload = useListReload(tillShiftKeys.all);
  const report = usePrintDocument('shiftReport');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [closed, setClosed] = useState<TillShiftDetailOutput | null>(null);
  const current = useQuery({
    queryKey: tillShiftKeys.call('current'),
    queryFn: ({ signal }) => tillShiftApi.current(signal),
  });
  const shift = current.data ?? null;
  const done = (next: TillShiftDetailOutput) => {
    if (next.report === 'Z') setClosed(next);
    void reload();
  };
  const close = () => setDialog(null);

  return (
    <Flex gap={8} align="center" wrap data-testid="shift-bar">
      {shift ? (
        <Tag color="processing" data-testid="shift-state">
          {t('shift.openSince', { time: dateTimeText(shift.openTime), float: yuanText(shift.floatAmount) })}
        </Tag>
      ) : (
        <Tag data-testid="shift-state">{t('shift.none')}</Tag>
      )}
      {shift ? (
        <>
          <Permitted code="shift:cash">
            <Button size="small" onClick={() => setDialog('cash')} data-testid="shift-cash">
              {t('shift.cash')}
            </Button>
          </Permitted>
          <Permitted code="shift:print">
            <Button size="small" onClick={() => void report.print(shift.id)} data-testid="shift-x">
              {t('shift.xReport')}
            </Button>
          </Permitted>
          <Permitted code="shift:close">
            <Button size="small" danger onClick={() => setDialog('close')} data-testid="shift-close">
              {t('shift.close')}
            </Button>
          </Permitted>
          <CashDialog open={dialog === 'cash'} onClose={close} onDone={done} shiftId={shift.id} />
          <CloseShiftDialog open={dialog === 'close'} onClose={close} onDone={done} shift={shift} />
        </>
      ) : (
        <Button
          size="small"
          type="primary"
          disabled={current.isLoading}
          onClick={() => setDialog('open')}
          data-testid="shift-open"
        >
          {t('shift.open')}
        </Button>
      )}
      <OpenShiftDialog open={dialog === 'open'} onClose={close} onDone={done} />
      <Modal
        open={closed !== null}
        title={t('shift.zReport')}
        width={460}
        onCancel={() => setClosed(null)}
        cancelText={t('ui.close')}
        okText={t('shift.printReport')}
        onOk={() => closed && void report.print(closed.id)}
        okButtonProps={{ 'data-testid': 'shift-z-print' }}
      >
        {closed ? <ShiftReportSheet report={closed} /> : null}
      </Modal>
      {report.sheet}
    </Flex>
  );
}

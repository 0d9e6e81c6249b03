import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { tillShiftApi, tillShiftKeys } from '../../../api/till-shift.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { ShiftReportSheet } from './report/ShiftReportSheet.tsx';

/** A shift's X (open) or Z (closed) figures and its paid-in/out rows, with a print button. */
export function ShiftDetailModal({
  id,
  onClose,
  onPrint,
}: {
  id: number | null;
  onClose(): void;
  onPrint(id: number): void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: tillShiftKeys.call('detail', id),
    queryFn: ({ signal }) => tillShiftApi.detail(id as number, signal),
    enabled: id !== null,
  });
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      title={t('shift.detail')}
      width={460}
      footer={
        <>
          <Permitted code="shift:print">
            <Button onClick={() => id !== null && onPrint(id)}>{t('shift.printReport')}</Button>
          </Permitted>
          <Button type="primary" onClick={onClose}>
            {t('ui.ok')}
          </Button>
        </>
      }
    >
      {detail.error ? <Alert type="error" showIcon title={detail.error.message} /> : null}
      {detail.data ? <ShiftReportSheet report={detail.data} /> : <Skeleton active />}
    </Modal>
  );
}

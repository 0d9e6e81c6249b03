import type { BackupOutput } from '@retail/contracts/api/system/backup';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerify, VerifyResult } from './VerifySummary.tsx';

/** The verify action: the server checks the archive and the summary shows. */
export function VerifyDialog({
  open,
  row,
  onClose,
}: {
  open: boolean;
  row: BackupOutput | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const query = useVerify(row?.id ?? null);
  return (
    <Modal
      open={open}
      title={t('backup.summary.title', { name: row?.fileName ?? '' })}
      width={640}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('ui.close')}
        </Button>
      }
    >
      <VerifyResult query={query} />
    </Modal>
  );
}

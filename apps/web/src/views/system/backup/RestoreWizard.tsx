import type { BackupOutput } from '@retail/contracts/api/system/backup';
import { Button, Form, Modal, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backupApi } from '../../../api/system/backup.ts';
import { errorText } from '../../../components/feedback/errorText.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { restorable } from './restore.ts';
import { RestoreConfirm, type RestoreConfirmValues } from './RestoreConfirm.tsx';
import { RestoreProgress, useRestoreProgress } from './RestoreProgress.tsx';
import { useVerify, VerifyResult } from './VerifySummary.tsx';

type Step = 'check' | 'confirm' | 'progress';
const STEPS: Step[] = ['check', 'confirm', 'progress'];

/**
 * Restoring an archive in three steps: its check (one that failed it, or of a newer schema, stops here); the
 * typed confirmation with the operator's password; then the restore followed until it ends. While it runs
 * the dialog cannot be closed.
 */
export function RestoreWizard({
  open,
  row,
  onClose,
}: {
  open: boolean;
  row: BackupOutput | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RestoreConfirmValues>();
  const [step, setStep] = useState<Step>('check');
  const [starting, setStarting] = useState(false);
  /** The restore status's start time before this restore was asked for. */
  const [before, setBefore] = useState<string | null>(null);
  const [newTenant, setNewTenant] = useState<string | null>(null);
  const verify = useVerify(row?.id ?? null);
  const progress = useRestoreProgress(before, open && step === 'progress');

  /** Each opening starts at the check with an empty form. */
  const reset = (visible: boolean) => {
    if (visible) return;
    setStep('check');
    setBefore(null);
    form.resetFields();
  };

  const start = async () => {
    if (!row) return;
    let values: RestoreConfirmValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // each field shows its message
    }
    setStarting(true);
    try {
      const previous = (await backupApi.restoreStatus()).startedTime;
      await backupApi.restore({ id: row.id, ...values });
      setBefore(previous);
      setNewTenant(row.scope === 'tenant' ? (values.tenantName ?? null) : null);
      setStep('progress');
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setStarting(false);
    }
  };

  const running = step === 'progress' && progress.outcome === 'running';
  const footer =
    step === 'check'
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('ui.cancel')}
          </Button>,
          <Button
            key="next"
            type="primary"
            disabled={!verify.data || !restorable(verify.data)}
            onClick={() => setStep('confirm')}
          >
            {t('backup.wizard.next')}
          </Button>,
        ]
      : step === 'confirm'
        ? [
            <Button key="back" disabled={starting} onClick={() => setStep('check')}>
              {t('backup.wizard.back')}
            </Button>,
            <Button key="start" type="primary" danger loading={starting} onClick={() => void start()}>
              {t('backup.wizard.start')}
            </Button>,
          ]
        : progress.outcome === 'failed' || (progress.outcome === 'done' && newTenant !== null)
          ? [
              <Button key="close" onClick={onClose}>
                {t('ui.close')}
              </Button>,
            ]
          : null;

  return (
    <Modal
      open={open}
      title={t('backup.wizard.title', { name: row?.fileName ?? '' })}
      width={680}
      footer={footer}
      closable={!running && !(progress.outcome === 'done' && newTenant === null)}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      afterOpenChange={reset}
      forceRender
    >
      <Steps
        size="small"
        current={STEPS.indexOf(step)}
        style={{ marginBottom: 24 }}
        items={STEPS.map((s) => ({ title: t(`backup.wizard.steps.${s}`) }))}
      />
      {step === 'check' && row ? <VerifyResult query={verify} /> : null}
      {row ? (
        <div hidden={step !== 'confirm'}>
          <RestoreConfirm form={form} row={row} archiveTime={verify.data?.createdTime ?? row.startedTime} />
        </div>
      ) : null}
      {step === 'progress' ? (
        <RestoreProgress
          status={progress.status}
          outcome={progress.outcome}
          before={before}
          newTenant={newTenant}
        />
      ) : null}
    </Modal>
  );
}

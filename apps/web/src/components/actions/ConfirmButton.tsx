import { Button, type ButtonProps, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback.ts';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  /** The question, e.g. t('ui.confirmDelete', { name }). */
  question: ReactNode;
  onConfirm(): Promise<unknown>;
  /** Toast after success (nothing when omitted). */
  doneText?: string;
  children: ReactNode;
}

/** A button that asks first (destructive actions), runs the action, and reports its outcome. */
export function ConfirmButton({ question, onConfirm, doneText, children, ...button }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      if (doneText) feedback.success(doneText);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={t('ui.confirmTitle')}
      description={question}
      okText={t('ui.ok')}
      cancelText={t('ui.cancel')}
      onConfirm={run}
    >
      <Button {...button} loading={busy}>
        {children}
      </Button>
    </Popconfirm>
  );
}

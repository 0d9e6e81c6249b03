import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;
const KEYS = ['save', 'undo', 'redo', 'delete', 'pan'] as const;

/** How to design a workflow, and the designer's shortcuts. */
export function HelpModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('workflow.help.title')} width={640}>
      <div data-testid="wf-help-content">
        <Typography.Title level={5}>{t('workflow.help.howTo')}</Typography.Title>
        <ol className="wf-help__steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`workflow.help.steps.${step}`)}</li>
          ))}
        </ol>
        <Typography.Title level={5}>{t('workflow.help.shortcuts')}</Typography.Title>
        <ul className="wf-help__keys">
          {KEYS.map((key) => (
            <li key={key}>{t(`workflow.help.keys.${key}`)}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

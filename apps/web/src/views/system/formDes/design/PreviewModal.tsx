import type { FormSchema } from '@retail/contracts/api/system/form-model';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FillForm } from '../render/FillForm.tsx';

/** The form as it will be filled in: the real renderer and its rules, with a button that only checks. */
export function PreviewModal({
  schema,
  open,
  onClose,
}: {
  schema: FormSchema;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('formDesign.toolbar.preview')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('formDesign.preview.hint')}</Typography.Paragraph>
      <div data-testid="form-preview">
        <FillForm schema={schema} />
      </div>
    </Modal>
  );
}

import type { FileOutput } from '@retail/contracts/api/system/file';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileApi } from '../../../api/system/file.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

/** File names the server accepts: no path separators, no "..", no reserved characters. */
const SAFE_NAME = (name: string) => !/[/\\<>:"|?*]|\.\./.test(name) && !name.trim().startsWith('.');

/** Renames a stored file (the suffix stays). */
export function RenameForm({
  file,
  onClose,
  onSaved,
}: {
  file: FileOutput | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const label = t('system.file.fileName');
  return (
    <FormModal<{ fileName: string }>
      open={file !== null}
      title={t('system.file.rename')}
      initialValues={file ? { fileName: file.fileName } : undefined}
      onSubmit={({ fileName }) => (file ? fileApi.rename(file.id, fileName) : Promise.resolve())}
      onClose={onClose}
      onSaved={onSaved}
      width={480}
    >
      <Form.Item
        name="fileName"
        label={label}
        rules={[rules.required(label), rules.max(label, 112), rules.valid(label, SAFE_NAME)]}
      >
        <Input suffix={file?.suffix} />
      </Form.Item>
    </FormModal>
  );
}

import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi } from '../../api/system/file.ts';
import { errorText } from '../feedback/errorText.ts';
import { feedback } from '../feedback/feedback.ts';
import { usePermissions } from '../permission/usePermissions.ts';
import { rules } from './rules.ts';

interface FileFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** what the stored file is called (the row's file name), shown until another is uploaded */
  fileName?: string | null;
}

/** One uploaded file, held as its id in the tenant's file list. */
export function FileField({ name, label, required, fileName }: FileFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={required ? [rules.requiredSelect(label)] : []}>
      <FileIdInput fileName={fileName ?? null} />
    </Form.Item>
  );
}

interface FileIdInputProps {
  value?: number | null;
  onChange?(id: number | null): void;
  fileName: string | null;
  id?: string;
}

function FileIdInput({ value, onChange, fileName, id }: FileIdInputProps) {
  const { t } = useTranslation();
  const { has } = usePermissions();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const shown = value ? (uploadedName ?? fileName) : null;
  const mayUpload = has('sysFile:uploadFile');

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = await fileApi.upload(file);
      setUploadedName(stored.fileName + stored.suffix);
      onChange?.(stored.id);
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Space id={id}>
      {shown ? (
        <Typography.Text>
          <PaperClipOutlined /> {shown}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('ui.noFile')}</Typography.Text>
      )}
      <Tooltip title={mayUpload ? undefined : t('ui.noUploadRight')}>
        <Button
          icon={<UploadOutlined />}
          loading={busy}
          disabled={!mayUpload}
          onClick={() => picker.current?.click()}
        >
          {busy ? t('ui.uploading') : t('ui.upload')}
        </Button>
      </Tooltip>
      {value ? (
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('ui.removeFile')}
          onClick={() => {
            setUploadedName(null);
            onChange?.(null);
          }}
        />
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        aria-label={t('ui.upload')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
    </Space>
  );
}

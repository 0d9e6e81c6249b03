import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi } from '../../../api/system/file.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { errorText } from '../../../components/feedback/errorText.ts';

export const ALLOWED_TYPES =
  'jpg, jpeg, png, gif, webp, bmp, pdf, xlsx, docx, pptx, zip, doc, xls, ppt, txt, csv';

/**
 * Uploads one file. Size, type (read from the content) and name are checked by the server, which stores
 * nothing when it refuses; its message stays on screen until the next upload.
 */
export function FileUpload({ onUploaded }: { onUploaded(): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      const stored = await fileApi.upload(file);
      feedback.success(t('system.file.uploaded', { name: stored.fileName + stored.suffix }));
      onUploaded();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space orientation="vertical" size={4}>
      <Space wrap>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="file-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={busy}
          onClick={() => input.current?.click()}
        >
          {t('system.file.upload')}
        </Button>
        <Typography.Text type="secondary">
          {t('system.file.limits', { allowed: ALLOWED_TYPES })}
        </Typography.Text>
      </Space>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable
          title={refusal}
          onClose={() => setRefusal(null)}
          data-testid="upload-refusal"
        />
      ) : null}
    </Space>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { errorText } from '../feedback/errorText.ts';

interface UploadButtonProps {
  /** Sends the picked file (and reports success itself); a refusal is shown under the button. */
  upload(file: File): Promise<unknown>;
  children: ReactNode;
  /** The limits, beside the button. */
  hint?: ReactNode;
  /** The file picker's filter (`.rbk`). */
  accept?: string;
  primary?: boolean;
  /** The test id of the hidden file input. */
  inputTestId: string;
}

/**
 * Picks one file and uploads it. The server checks it and stores nothing when it refuses; its message
 * stays on screen until the next upload.
 */
export function UploadButton({ upload, children, hint, accept, primary, inputTestId }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    setRefusal(null);
    try {
      await upload(file);
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
          accept={accept}
          hidden
          data-testid={inputTestId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Button
          type={primary ? 'primary' : 'default'}
          icon={<UploadOutlined />}
          loading={busy}
          onClick={() => input.current?.click()}
        >
          {children}
        </Button>
        {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
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

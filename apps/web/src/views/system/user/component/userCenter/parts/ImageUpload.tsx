import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { feedback } from '../../../../../../components/feedback/feedback.ts';
import { errorText } from '../../../../../../components/feedback/errorText.ts';

interface ImageUploadProps {
  label: ReactNode;
  upload(file: File): Promise<unknown>;
  /** After the server took the picture. */
  onUploaded(): void;
  testId: string;
}

/** Picks one image and uploads it; the server checks type and size against the content. */
export function ImageUpload({ label, upload, onUploaded, testId }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      await upload(file);
      onUploaded();
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

import type { FileOutput } from '@retail/contracts/api/system/file';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi, fileKeys } from '../../../api/system/file.ts';

/** A blob URL for the blob's lifetime on screen. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** Shows an image or a PDF inline; the content is fetched with the token and shown from a blob URL. */
export function FilePreview({ file, onClose }: { file: FileOutput | null; onClose(): void }) {
  const { t } = useTranslation();
  const content = useQuery({
    queryKey: fileKeys.call('preview', file?.id),
    queryFn: async () => (await fileApi.preview(file?.id ?? 0)).blob,
    enabled: file !== null,
    gcTime: 0,
  });
  const url = useObjectUrl(file ? content.data : undefined);

  const isPdf = file?.contentType === 'application/pdf';
  return (
    <Modal
      open={file !== null}
      title={file ? `${t('system.file.preview')}: ${file.fileName}${file.suffix}` : null}
      onCancel={onClose}
      footer={null}
      width={isPdf ? 960 : 720}
      destroyOnHidden
    >
      {content.error ? <Alert type="error" title={content.error.message} /> : null}
      {content.isLoading ? <Spin /> : null}
      {url && isPdf ? (
        <iframe src={url} title={file?.fileName} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : null}
      {url && !isPdf ? (
        <img
          src={url}
          alt={file?.fileName}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
        />
      ) : null}
    </Modal>
  );
}

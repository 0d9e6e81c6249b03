import { useTranslation } from 'react-i18next';
import { fileApi } from '../../../api/system/file.ts';
import { UploadButton } from '../../../components/actions/UploadButton.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';

export const ALLOWED_TYPES =
  'jpg, jpeg, png, gif, webp, bmp, pdf, xlsx, docx, pptx, zip, doc, xls, ppt, txt, csv';

/** Uploads one file; size, type (read from the content) and name are checked by the server. */
export function FileUpload({ onUploaded }: { onUploaded(): void }) {
  const { t } = useTranslation();
  return (
    <UploadButton
      primary
      inputTestId="file-upload-input"
      hint={t('system.file.limits', { allowed: ALLOWED_TYPES })}
      upload={async (file) => {
        const stored = await fileApi.upload(file);
        feedback.success(t('system.file.uploaded', { name: stored.fileName + stored.suffix }));
        onUploaded();
      }}
    >
      {t('system.file.upload')}
    </UploadButton>
  );
}

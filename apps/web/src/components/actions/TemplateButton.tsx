import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/transfer.ts';
import { errorText } from '../feedback/errorText.ts';
import { feedback } from '../feedback/feedback.ts';

/** Downloads an import's empty template sheet (its headers in the user's language). */
export function TemplateButton({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, {}, fileName);
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('ui.template')}
    </Button>
  );
}

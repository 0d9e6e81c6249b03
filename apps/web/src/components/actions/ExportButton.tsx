import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/transfer.ts';
import { feedback } from '../feedback/feedback.ts';
import { useClickGuard } from './clickGuard.ts';

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The export endpoint (POST with the list's filters). */
  url: string;
  /** Usually the list's current filters and sort (ListPage toolbar context `query`). */
  body?: unknown;
  /** Used when the server sends no file name. */
  fileName?: string;
}

/** Downloads an Excel export of what the list shows, with a busy state while the server builds it. */
export function ExportButton({
  url,
  body = {},
  fileName = 'export.xlsx',
  children,
  ...button
}: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(url, body, fileName);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const click = useClickGuard(() => void run());
  return (
    <Button icon={<DownloadOutlined />} {...button} loading={busy} onClick={() => click()}>
      {children ?? (busy ? t('ui.exporting') : t('ui.export'))}
    </Button>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionApi } from '../../../api/system/region.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { errorText } from '../../../components/feedback/errorText.ts';

/** Imports regions from a CSV or Excel file (code, name, parent code); all rows or none. */
export function RegionImport({ onImported }: { onImported(): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const result = await regionApi.import(file);
      feedback.success(t('system.region.imported', { ...result }));
      onImported();
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
        accept=".csv,.xlsx"
        hidden
        data-testid="region-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Tooltip title={t('system.region.importHint')}>
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('system.region.import')}
        </Button>
      </Tooltip>
    </>
  );
}

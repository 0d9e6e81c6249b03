import { UploadOutlined } from '@ant-design/icons';
import type { ImportResult } from '@retail/contracts/api/retail/goods';
import { Button, type ButtonProps, Modal, Table } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadRaw } from '../../api/transfer.ts';
import { feedback } from '../feedback/feedback.ts';

export interface ImportButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The import endpoint; the sheet goes as the raw request body. */
  url: string;
  accept?: string;
  /** After an import that took at least one row (reload the list). */
  onImported?(report: ImportResult): void;
}

/** Picks a sheet, uploads it, and shows the row-by-row report. */
export function ImportButton({
  url,
  accept = '.xlsx,.csv',
  onImported,
  children,
  ...button
}: ImportButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportResult | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      // every sheet import answers this report (the members' route declares the same shape inline)
      const result = await uploadRaw<ImportResult>(url, file);
      setReport(result);
      if (result.imported > 0) onImported?.(result);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
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
        accept={accept}
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined />} {...button} loading={busy} onClick={() => input.current?.click()}>
        {children ?? (busy ? t('ui.importing') : t('ui.import'))}
      </Button>
      <Modal
        open={report !== null}
        title={t('ui.importTitle')}
        onCancel={() => setReport(null)}
        onOk={() => setReport(null)}
        okText={t('ui.ok')}
        cancelButtonProps={{ hidden: true }}
      >
        {report ? (
          <>
            <p className="import-summary">
              {t('ui.importSummary', {
                total: report.total,
                imported: report.imported,
                failed: report.failed.length,
              })}
            </p>
            {report.failed.length > 0 ? (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                scroll={{ y: 320 }}
                dataSource={report.failed}
                columns={[
                  {
                    title: '#',
                    dataIndex: 'row',
                    width: 90,
                    render: (row: number) => t('ui.importRow', { row }),
                  },
                  { title: t('ui.importReason'), dataIndex: 'reason' },
                ]}
              />
            ) : null}
          </>
        ) : null}
      </Modal>
    </>
  );
}

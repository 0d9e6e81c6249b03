import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../components/print/PrintDocument.tsx';
import { PrintPortal } from '../../components/retail-docs/PrintPortal.tsx';

interface Props {
  docType: PrintDocType;
  template: PrintTemplate | null;
  data: Record<string, unknown> | Record<string, unknown>[] | null;
  loading: boolean;
  error: Error | null;
  /** the document prints when ready (a print link with auto=1) */
  onReady?(): void;
}

/**
 * The chosen document as it prints: pages on screen, and the same pages as the page's printout (while this is
 * shown, the browser's print command prints the document and nothing else).
 */
export function StationPreview({ docType, template, data, loading, error, onReady }: Props) {
  const { t } = useTranslation();
  if (error)
    return <Alert type="error" showIcon title={t('printer.loadFailed', { message: error.message })} />;
  if (loading) return <Spin />;
  if (!template || !data) return <Empty description={t('printer.noDocument')} />;
  return (
    <>
      <div className="printer-preview" data-testid="printer-preview">
        <PrintDocument template={template} docType={docType} data={data} />
      </div>
      <PrintPortal>
        <PrintDocument template={template} docType={docType} data={data} onReady={onReady} />
      </PrintPortal>
    </>
  );
}

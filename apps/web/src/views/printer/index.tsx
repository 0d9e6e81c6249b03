import { Card, Tabs } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalibrationTab } from './CalibrationTab.tsx';
import { BadPrintLink, DirectPrint } from './DirectPrint.tsx';
import { readPrintLink } from './printLink.ts';
import { DocumentStation } from './DocumentStation.tsx';
import './printer.css';

/**
 * The print station (/printer full page, /demo/printer in the layout): print a document by type and number, and
 * calibrate this device's printer. A print link (`?docType=&id=&auto=1`, labels `?docType=barcodeLabel&ids=&copies=`)
 * prints one document.
 */
export default function PrinterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const linked = params.has('docType') || params.has('id') || params.has('ids');
  const link = linked ? readPrintLink(params) : null;
  return (
    <Card className="printer-station" title={t('printer.title')}>
      {linked ? (
        link ? (
          <DirectPrint link={link} stationPath={pathname} />
        ) : (
          <BadPrintLink stationPath={pathname} />
        )
      ) : (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'document', label: t('printer.tabs.document'), children: <DocumentStation /> },
            { key: 'calibration', label: t('printer.tabs.calibration'), children: <CalibrationTab /> },
          ]}
        />
      )}
    </Card>
  );
}

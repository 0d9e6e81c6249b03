import { Alert, Button, Flex } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrintLink } from './printLink.ts';
import { StationPreview } from './StationPreview.tsx';
import { useStationDocument } from './useStationDocument.ts';

/** One document printed with its type's default template; with auto=1 the print dialog opens by itself. */
export function DirectPrint({ link, stationPath }: { link: PrintLink; stationPath: string }) {
  const { t } = useTranslation();
  const station = useStationDocument({ ...link, templateId: null });
  const printed = useRef(false);
  const onReady = useCallback(() => {
    if (!link.auto || printed.current) return;
    printed.current = true;
    window.print();
  }, [link.auto]);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8}>
        <Button type="primary" disabled={!station.template || !station.data} onClick={() => window.print()}>
          {t('printer.print')}
        </Button>
        <Link to={stationPath}>{t('printer.back')}</Link>
      </Flex>
      <StationPreview docType={link.docType} {...station} onReady={onReady} />
    </Flex>
  );
}

/** A print link that names no valid document. */
export function BadPrintLink({ stationPath }: { stationPath: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('printer.badLink')}
      action={<Link to={stationPath}>{t('printer.back')}</Link>}
    />
  );
}

import { PRINT_DOC_TYPES, type PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { Alert, Button, Flex } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StationPreview } from './StationPreview.tsx';
import { useStationDocument } from './useStationDocument.ts';

export interface PrintLink {
  docType: PrintDocType;
  id: number;
  copies: number;
  auto: boolean;
}

/** `?docType=saleReceipt&id=123&copies=1&auto=1` read into a print link; null when docType or id is not valid. */
export function readPrintLink(params: URLSearchParams): PrintLink | null {
  const docType = params.get('docType');
  const id = Number(params.get('id'));
  if (!PRINT_DOC_TYPES.includes(docType as PrintDocType) || !Number.isSafeInteger(id) || id <= 0) return null;
  const copies = Number(params.get('copies') ?? 1);
  return {
    docType: docType as PrintDocType,
    id,
    copies: Number.isInteger(copies) && copies >= 1 && copies <= 100 ? copies : 1,
    auto: params.get('auto') === '1',
  };
}

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

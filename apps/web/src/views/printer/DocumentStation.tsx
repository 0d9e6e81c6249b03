import { PRINT_DOC_TYPES, type PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../components/permission/usePermissions.ts';
import { DocumentPicker } from './DocumentPicker.tsx';
import { StationPreview } from './StationPreview.tsx';
import { TemplateSelect } from './TemplateSelect.tsx';
import { useStationDocument } from './useStationDocument.ts';

/** Pick a document type and a document (and a template, for those who may list them), preview it, print it. */
export function DocumentStation() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [docType, setDocType] = useState<PrintDocType>('saleReceipt');
  const [id, setId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [copies, setCopies] = useState(1);
  const station = useStationDocument({ docType, ids: id === null ? [] : [id], templateId, copies });
  const chooseType = (next: PrintDocType) => {
    setDocType(next);
    setId(null);
    setTemplateId(null);
  };
  return (
    <Flex vertical gap={16}>
      <Form layout="inline" className="printer-form">
        <Form.Item label={t('printer.docType')}>
          <Select<PrintDocType>
            value={docType}
            onChange={chooseType}
            options={PRINT_DOC_TYPES.map((type) => ({ value: type, label: t(`print.docType.${type}`) }))}
            style={{ width: 200 }}
            aria-label={t('printer.docType')}
          />
        </Form.Item>
        <Form.Item label={t('printer.document')}>
          <DocumentPicker key={docType} docType={docType} value={id} onChange={setId} />
        </Form.Item>
        {permissions.has('sysPrint:page') ? (
          <Form.Item label={t('printer.template')}>
            <TemplateSelect key={docType} docType={docType} value={templateId} onChange={setTemplateId} />
          </Form.Item>
        ) : null}
        {docType === 'barcodeLabel' ? (
          <Form.Item label={t('printer.copies')}>
            <InputNumber
              min={1}
              max={100}
              precision={0}
              value={copies}
              onChange={(value) => setCopies(value ?? 1)}
            />
          </Form.Item>
        ) : null}
        <Button type="primary" disabled={!station.template || !station.data} onClick={() => window.print()}>
          {t('printer.print')}
        </Button>
      </Form>
      <StationPreview docType={docType} {...station} />
    </Flex>
  );
}

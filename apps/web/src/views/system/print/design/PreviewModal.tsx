import { PrinterOutlined } from '@ant-design/icons';
import type { PrintDocType } from '@retail/contracts/api/system/print-catalogue';
import type { PrintTemplate } from '@retail/contracts/api/system/print-template';
import { Button, InputNumber, Modal, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { PrintDocument } from '../../../../components/print/PrintDocument.tsx';
import { prepareDocument, withCopies } from '../../../../components/print/prepare.ts';
import { PRINT_SOURCES, type PrintPick } from '../../../../components/print/registry.ts';
import { PrintPortal } from '../../../../components/retail-docs/PrintPortal.tsx';

type Data = Record<string, unknown> | Record<string, unknown>[];

interface Props {
  open: boolean;
  docType: PrintDocType;
  template: PrintTemplate;
  onClose(): void;
}

/** Documents found by number while the user types (a short pause first). */
function usePicks(docType: PrintDocType, keyword: string | null) {
  const [picks, setPicks] = useState<PrintPick[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (keyword === null) return;
    let live = true;
    const timer = setTimeout(() => {
      setBusy(true);
      PRINT_SOURCES[docType]
        .pick(keyword)
        .then((found) => live && setPicks(found))
        .catch((error: unknown) => live && feedback.error(errorText(error)))
        .finally(() => live && setBusy(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [docType, keyword]);
  return { picks, busy };
}

/**
 * The template printed with the document type's sample, or with a real document found by its number (loaded
 * through the document's own print call), and the browser's print dialog for it.
 */
export function PreviewModal({ open, docType, template, onClose }: Props) {
  const { t } = useTranslation();
  const sample = useMemo(() => prepareDocument(docType, PRINT_SOURCES[docType].sample), [docType]);
  const [source, setSource] = useState<'sample' | 'document'>('sample');
  const [keyword, setKeyword] = useState<string | null>(null);
  const { picks, busy } = usePicks(docType, keyword);
  const [picked, setPicked] = useState<{ id: number; data: Data } | null>(null);
  const [loading, setLoading] = useState(false);
  const [copies, setCopies] = useState(1);
  const [printing, setPrinting] = useState(false);
  const sheet = !!template.labels;

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const choose = async (id: number) => {
    setLoading(true);
    try {
      setPicked({ id, data: prepareDocument(docType, await PRINT_SOURCES[docType].load(id)) });
    } catch (error) {
      feedback.error(errorText(error));
    } finally {
      setLoading(false);
    }
  };

  const base = source === 'document' && picked ? picked.data : sample;
  const data = Array.isArray(base) && sheet ? withCopies(base, copies) : base;
  return (
    <Modal
      open={open}
      title={t('printDesign.preview.title')}
      width={1000}
      style={{ top: 24 }}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('ui.close')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => setPrinting(true)}
            data-testid="pd-print"
          >
            {t('printDesign.preview.print')}
          </Button>
        </Space>
      }
    >
      <Space wrap className="pd-preview-bar">
        <Radio.Group
          value={source}
          onChange={(e) => setSource(e.target.value as 'sample' | 'document')}
          options={[
            { value: 'sample', label: t('printDesign.preview.sample') },
            { value: 'document', label: t('printDesign.preview.document') },
          ]}
        />
        {source === 'document' ? (
          <Select<number>
            showSearch={{ filterOption: false, onSearch: (value) => setKeyword(value) }}
            className="pd-preview-pick"
            placeholder={t('printDesign.preview.pickPlaceholder')}
            value={picked?.id}
            options={picks.map((p) => ({ value: p.id, label: p.label }))}
            notFoundContent={busy ? <Spin size="small" /> : t('printDesign.preview.noneFound')}
            onFocus={() => keyword === null && setKeyword('')}
            onChange={(id) => void choose(id)}
            loading={loading}
          />
        ) : null}
        {sheet ? (
          <InputNumber
            min={1}
            max={500}
            value={copies}
            prefix={t('printDesign.preview.copies')}
            onChange={(n) => typeof n === 'number' && setCopies(n)}
          />
        ) : null}
      </Space>
      <div className="pd-preview-area" data-testid="pd-preview-area">
        {loading ? <Spin /> : <PrintDocument template={template} docType={docType} data={data} />}
      </div>
      {printing ? (
        <PrintPortal>
          <PrintDocument template={template} docType={docType} data={data} onReady={() => window.print()} />
        </PrintPortal>
      ) : null}
    </Modal>
  );
}

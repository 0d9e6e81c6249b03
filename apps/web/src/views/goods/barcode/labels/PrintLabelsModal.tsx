import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, InputNumber, Modal, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi, goodsBarcodeKeys } from '../../../../api/goods-barcode.ts';
import { printApi, printKeys } from '../../../../api/system/print.ts';
import { PrintDocument } from '../../../../components/print/PrintDocument.tsx';
import { prepareDocument, withCopies } from '../../../../components/print/prepare.ts';
import { PrintPortal } from '../../../../components/retail-docs/PrintPortal.tsx';
import './labels.css';

interface Props {
  /** the barcodes to print; null = closed */
  ids: number[] | null;
  onClose(): void;
}

type Row = Record<string, unknown>;

/**
 * Preview of the label sheet in the tenant's default label template, the copies, and the print dialog; the
 * print copy of the sheet is in place while the preview shows.
 */
export function PrintLabelsModal({ ids, onClose }: Props) {
  const { t } = useTranslation();
  const [copies, setCopies] = useState(1);
  const open = ids !== null && ids.length > 0;
  const labels = useQuery({
    queryKey: goodsBarcodeKeys.call('labels', ids),
    queryFn: () => goodsBarcodeApi.labels(ids ?? []),
    enabled: open,
  });
  const template = useQuery({
    queryKey: printKeys.defaultFor('barcodeLabel'),
    queryFn: ({ signal }) => printApi.defaultFor('barcodeLabel', signal),
    enabled: open,
  });
  const data = useMemo(
    () => withCopies(prepareDocument('barcodeLabel', labels.data ?? []) as Row[], copies),
    [labels.data, copies],
  );
  const error = labels.error ?? template.error;
  const ready = template.data && data.length > 0;
  const sheet = template.data ? (
    <PrintDocument template={template.data.template} docType="barcodeLabel" data={data} />
  ) : null;

  return (
    <Modal
      open={ids !== null}
      title={t('catalog.labels.title')}
      width={900}
      okText={t('catalog.labels.print')}
      cancelText={t('ui.cancel')}
      okButtonProps={{ disabled: !ready }}
      onOk={() => window.print()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space>
          <span>{t('catalog.labels.copies')}</span>
          <InputNumber
            min={1}
            max={100}
            precision={0}
            value={copies}
            onChange={(value) => setCopies(value ?? 1)}
            aria-label={t('catalog.labels.copies')}
          />
        </Space>
        <Typography.Text type="secondary" className="label-count">
          {t('catalog.labels.count', { count: data.length })}
        </Typography.Text>
      </Flex>
      {error ? (
        <div role="alert">{error.message}</div>
      ) : labels.isLoading || template.isLoading ? (
        <Spin />
      ) : !ready ? (
        <Empty />
      ) : (
        <div className="label-preview" data-testid="label-preview">
          {sheet}
        </div>
      )}
      {ready ? <PrintPortal>{sheet}</PrintPortal> : null}
    </Modal>
  );
}

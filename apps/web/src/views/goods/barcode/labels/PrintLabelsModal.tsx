import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, Flex, InputNumber, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi, goodsBarcodeKeys } from '../../../../api/goods-barcode.ts';
import { LabelSheet } from './LabelSheet.tsx';
import './labels.css';

interface Props {
  /** the barcodes to print; null = closed */
  ids: number[] | null;
  onClose(): void;
}

/** Preview of the label sheet and the browser's print dialog for it. */
export function PrintLabelsModal({ ids, onClose }: Props) {
  const { t } = useTranslation();
  const [copies, setCopies] = useState(1);
  const [showPrice, setShowPrice] = useState(true);
  const labels = useQuery({
    queryKey: goodsBarcodeKeys.call('labels', ids),
    queryFn: () => goodsBarcodeApi.labels(ids ?? []),
    enabled: ids !== null && ids.length > 0,
  });
  const items = labels.data ?? [];
  const sheet = <LabelSheet labels={items} copies={copies} showPrice={showPrice} />;
  return (
    <Modal
      open={ids !== null}
      title={t('catalog.labels.title')}
      width={900}
      okText={t('catalog.labels.print')}
      cancelText={t('ui.cancel')}
      okButtonProps={{ disabled: items.length === 0 }}
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
          <Checkbox checked={showPrice} onChange={(event) => setShowPrice(event.target.checked)}>
            {t('catalog.labels.showPrice')}
          </Checkbox>
        </Space>
        <Typography.Text type="secondary" className="label-count">
          {t('catalog.labels.count', { count: items.length * copies })}
        </Typography.Text>
      </Flex>
      {labels.error ? (
        <div role="alert">{labels.error.message}</div>
      ) : labels.isLoading ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty />
      ) : (
        <div className="label-preview">{sheet}</div>
      )}
      {ids !== null && items.length > 0
        ? createPortal(<div className="label-print-root">{sheet}</div>, document.body)
        : null}
    </Modal>
  );
}

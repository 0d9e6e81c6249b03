import { Form, Input, Select, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi } from '../../../api/goods-barcode.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { rules } from '../../../components/form/rules.ts';
import { barcodeRule } from '../shared/barcodeRule.ts';
import { GoodsSelect } from '../shared/GoodsSelect.tsx';
import { type Combination, combinations } from './combinations.ts';

interface FormValues {
  goodsId: number;
  colors?: string[];
  sizes?: string[];
  /** custom codes by combination key; empty ones are generated */
  codes?: Record<string, string | undefined>;
}

interface Props {
  /** open with this goods preset (or none) */
  open: boolean;
  goodsId?: number | undefined;
  onClose(): void;
  /** the ids of the new barcodes */
  onGenerated(ids: number[]): void;
}

/** The variants the current colours and sizes make, each with an optional custom code. */
function CombinationCodes() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<FormValues>();
  const colors = Form.useWatch('colors', form);
  const sizes = Form.useWatch('sizes', form);
  const rows = useMemo(() => combinations(colors ?? [], sizes ?? []), [colors, sizes]);
  if (rows.length === 0) return null;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('catalog.barcode.preview', { count: rows.length })}
      </Typography.Paragraph>
      <Table<Combination>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 300 }}
        dataSource={rows}
        columns={[
          { title: t('catalog.barcode.color'), dataIndex: 'color', width: 120 },
          { title: t('catalog.barcode.size'), dataIndex: 'size', width: 120 },
          {
            title: t('catalog.barcode.customCode'),
            key: 'code',
            render: (_: unknown, row) => (
              <Form.Item name={['codes', row.key]} rules={[barcodeRule]} style={{ margin: 0 }}>
                <Input
                  maxLength={32}
                  aria-label={`${row.color ?? ''} ${row.size ?? ''} ${t('catalog.barcode.barcode')}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
    </>
  );
}

export function GenerateForm({ open, goodsId, onClose, onGenerated }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<FormValues>>(
    () => ({ colors: [], sizes: [], ...(goodsId ? { goodsId } : {}) }),
    [goodsId],
  );
  const submit = async ({ goodsId: goods, colors = [], sizes = [], codes = {} }: FormValues) => {
    const variants = combinations(colors, sizes);
    if (variants.length === 0) throw new Error(t('catalog.barcode.variantsRequired'));
    const barcodes = variants.flatMap(({ key, color, size }) => {
      const barcode = codes[key]?.trim();
      return barcode ? [{ color, size, barcode }] : [];
    });
    const result = await goodsBarcodeApi.generate({
      goodsId: goods,
      colors: variants.some((v) => v.color) ? [...new Set(variants.map((v) => v.color as string))] : [],
      sizes: variants.some((v) => v.size) ? [...new Set(variants.map((v) => v.size as string))] : [],
      barcodes,
    });
    feedback.success(
      t('catalog.barcode.generated', { created: result.created.length, skipped: result.skipped }),
    );
    onGenerated(result.created);
  };
  const tags = {
    mode: 'tags' as const,
    tokenSeparators: [',', '，'],
    open: false,
    placeholder: t('catalog.barcode.variantsPlaceholder'),
  };
  return (
    <FormModal<FormValues>
      open={open}
      title={t('catalog.barcode.generateTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={720}
    >
      <Form.Item
        name="goodsId"
        label={t('catalog.barcode.goods')}
        rules={[rules.requiredSelect(t('catalog.barcode.goods'))]}
      >
        <GoodsSelect placeholder={t('catalog.barcode.goodsPlaceholder')} />
      </Form.Item>
      <Form.Item name="colors" label={t('catalog.barcode.colors')}>
        <Select {...tags} aria-label={t('catalog.barcode.colors')} />
      </Form.Item>
      <Form.Item name="sizes" label={t('catalog.barcode.sizes')}>
        <Select {...tags} aria-label={t('catalog.barcode.sizes')} />
      </Form.Item>
      <CombinationCodes />
    </FormModal>
  );
}

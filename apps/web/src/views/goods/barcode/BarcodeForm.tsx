import type { BarcodeAddBody, BarcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsBarcodeApi } from '../../../api/goods-barcode.ts';
import { RemarkField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { barcodeRule } from '../shared/barcodeRule.ts';
import { GoodsSelect } from '../shared/GoodsSelect.tsx';
import { priceInput, priceRule, priceValue } from '../shared/priceRule.ts';
import { saleOptions, selectOptions } from '../shared/status.ts';

/** The prices are typed as text. */
type FormValues = Omit<BarcodeAddBody, 'retailPrice' | 'memberPrice'> & {
  retailPrice?: string;
  memberPrice?: string;
};

interface Props {
  /** The barcode to edit; null while adding. */
  row: BarcodeOutput | null;
  /** An add may preset the goods (the list is filtered by one). */
  preset: Partial<BarcodeOutput>;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

const override = (price: number | null) => (price === null ? undefined : String(price));

export function BarcodeForm({ row, preset, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const presetGoods = preset.goodsId;
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      row
        ? {
            goodsId: row.goodsId,
            barcode: row.barcode,
            color: row.color,
            size: row.size,
            retailPrice: override(row.retailPrice),
            memberPrice: override(row.memberPrice),
            status: row.status as 1 | 2,
            remark: row.remark,
          }
        : { status: 1, ...(presetGoods ? { goodsId: presetGoods } : {}) },
    [row, presetGoods],
  );

  const submit = ({ goodsId, barcode, retailPrice, memberPrice, ...rest }: FormValues) => {
    const code = barcode?.trim() || undefined;
    if (row) {
      // an emptied override goes as null: the goods' price applies again
      return goodsBarcodeApi.update({
        ...rest,
        id: row.id,
        ...(code && code !== row.barcode ? { barcode: code } : {}),
        retailPrice: priceValue(retailPrice) ?? null,
        memberPrice: priceValue(memberPrice) ?? null,
      });
    }
    const input: BarcodeAddBody = { ...rest, goodsId };
    if (code) input.barcode = code;
    const retail = priceValue(retailPrice);
    const member = priceValue(memberPrice);
    if (retail !== undefined) input.retailPrice = retail;
    if (member !== undefined) input.memberPrice = member;
    return goodsBarcodeApi.add(input);
  };

  const label = (key: 'goods' | 'barcode' | 'color' | 'size' | 'retailPrice' | 'memberPrice') =>
    t(`catalog.barcode.${key}`);
  return (
    <FormModal<FormValues>
      open={open}
      title={row ? t('catalog.barcode.edit') : t('catalog.barcode.add')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      width={600}
    >
      <Form.Item name="goodsId" label={label('goods')} rules={[rules.requiredSelect(label('goods'))]}>
        <GoodsSelect disabled={row !== null} placeholder={t('catalog.barcode.goodsPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="barcode"
        label={label('barcode')}
        extra={row ? undefined : t('catalog.barcode.barcodeHint')}
        rules={row ? [rules.required(label('barcode')), barcodeRule] : [barcodeRule]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <TextField name="color" label={label('color')} max={32} hardMax />
      <TextField name="size" label={label('size')} max={32} hardMax />
      <Form.Item
        name="retailPrice"
        label={label('retailPrice')}
        extra={t('catalog.barcode.overrideHint')}
        rules={[priceRule(label('retailPrice'))]}
        normalize={priceInput}
      >
        <Input inputMode="decimal" placeholder={t('catalog.common.yuanPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="memberPrice"
        label={label('memberPrice')}
        extra={t('catalog.barcode.overrideHint')}
        rules={[priceRule(label('memberPrice'))]}
        normalize={priceInput}
      >
        <Input inputMode="decimal" placeholder={t('catalog.common.yuanPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('ui.status')}>
        <Radio.Group options={selectOptions(saleOptions())} />
      </Form.Item>
      <RemarkField hardMax />
    </FormModal>
  );
}

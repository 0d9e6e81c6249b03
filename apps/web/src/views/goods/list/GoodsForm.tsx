import type { GoodsAddBody, GoodsOutput } from '@retail/contracts/api/retail/goods';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsApi } from '../../../api/goods.ts';
import { RemarkField, TextField } from '../../../components/form/fields.tsx';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { CategorySelect } from '../shared/CategorySelect.tsx';
import { priceInput, priceRule, priceValue } from '../shared/priceRule.ts';
import { saleOptions, selectOptions } from '../shared/status.ts';
import { SupplierSelect } from '../shared/SupplierSelect.tsx';
import { ImagesField } from './ImagesField.tsx';

/** The server's goods code rule (GOODS_CODE of contracts api/retail/goods, whose module would bring zod along). */
const GOODS_CODE = /^[0-9A-Za-z\-_.]{1,32}$/;

type FormValues = Omit<GoodsAddBody, 'costPrice' | 'retailPrice' | 'memberPrice'> & {
  costPrice?: string;
  retailPrice: string;
  memberPrice?: string;
};

interface Props {
  /** The goods to edit; null while adding. */
  row: GoodsOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

function toFormValues(row: GoodsOutput): Partial<FormValues> {
  return {
    code: row.code,
    name: row.name,
    categoryId: row.categoryId,
    supplierId: row.supplierId,
    unit: row.unit,
    spec: row.spec,
    brand: row.brand,
    costPrice: String(row.costPrice),
    retailPrice: String(row.retailPrice),
    memberPrice: String(row.memberPrice),
    minStock: row.minStock,
    images: row.images,
    status: row.status as 1 | 2,
    remark: row.remark,
  };
}

function toInput(values: FormValues): GoodsAddBody {
  const { costPrice, retailPrice, memberPrice, ...rest } = values;
  const input: GoodsAddBody = { ...rest, retailPrice: priceValue(retailPrice) ?? '' };
  const cost = priceValue(costPrice);
  const member = priceValue(memberPrice);
  if (cost !== undefined) input.costPrice = cost;
  if (member !== undefined) input.memberPrice = member;
  return input;
}

export function GoodsForm({ row, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const label = (
    key: 'code' | 'name' | 'unit' | 'spec' | 'brand' | 'costPrice' | 'retailPrice' | 'memberPrice',
  ) => t(`catalog.goods.${key}`);
  // a new object would reload the form on every render
  const initialValues = useMemo(
    () => (row ? toFormValues(row) : { status: 1 as const, minStock: 0, images: [] }),
    [row],
  );
  const submit = (values: FormValues) =>
    row ? goodsApi.update({ ...toInput(values), id: row.id }) : goodsApi.add(toInput(values));
  return (
    <FormModal<FormValues>
      open={open}
      title={row ? t('catalog.goods.edit') : t('catalog.goods.add')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      width={800}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="code"
            label={label('code')}
            rules={[
              rules.required(label('code')),
              { pattern: GOODS_CODE, message: t('catalog.goods.codeRule') },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <TextField span={12} name="name" label={label('name')} max={128} required hardMax />
        <Col span={12}>
          <Form.Item name="categoryId" label={t('catalog.goods.category')}>
            <CategorySelect />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="supplierId" label={t('catalog.goods.supplier')}>
            <SupplierSelect />
          </Form.Item>
        </Col>
        <TextField span={8} name="unit" label={label('unit')} max={16} hardMax />
        <TextField span={8} name="spec" label={label('spec')} max={64} hardMax />
        <TextField span={8} name="brand" label={label('brand')} max={64} hardMax />
        <Col span={8}>
          <Form.Item
            name="costPrice"
            label={label('costPrice')}
            rules={[priceRule(label('costPrice'))]}
            normalize={priceInput}
          >
            <Input inputMode="decimal" placeholder={t('catalog.common.yuanPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="retailPrice"
            label={label('retailPrice')}
            rules={[rules.required(label('retailPrice')), priceRule(label('retailPrice'))]}
            normalize={priceInput}
          >
            <Input inputMode="decimal" placeholder={t('catalog.common.yuanPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="memberPrice"
            label={label('memberPrice')}
            extra={t('catalog.goods.memberPriceHint')}
            rules={[priceRule(label('memberPrice'))]}
            normalize={priceInput}
          >
            <Input inputMode="decimal" placeholder={t('catalog.common.yuanPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="minStock" label={t('catalog.goods.minStock')}>
            <InputNumber min={0} max={1_000_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="status" label={t('ui.status')}>
            <Radio.Group options={selectOptions(saleOptions())} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="images" label={t('catalog.goods.images')}>
            <ImagesField />
          </Form.Item>
        </Col>
        <RemarkField span={24} hardMax />
      </Row>
    </FormModal>
  );
}

import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reorderApi } from '../../../api/purchase.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';

interface Values {
  barcode: string;
  minQty?: number | null;
  maxQty?: number | null;
}

interface Props {
  open: boolean;
  /** the barcode whose levels are edited (its current levels); absent: typed in the dialog */
  preset: Partial<Values>;
  /** the location the levels belong to; absent: the user's own */
  locationId?: number | null;
  onClose(): void;
  onSaved(): void;
}

/** Sets one barcode's minimum and maximum at a location; both cleared remove them. */
export function LevelsModal({ open, preset, locationId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Partial<Values>>(() => ({ ...preset }), [preset]);
  const submit = async (values: Values) => {
    await reorderApi.setLevels({
      locationId: locationId ?? null,
      barcode: values.barcode,
      minQty: values.minQty ?? null,
      maxQty: values.maxQty ?? null,
    });
    onSaved();
  };
  return (
    <FormModal<Values>
      open={open}
      title={t('purchase.reorder.levelsTitle')}
      width={480}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="barcode"
        label={t('purchase.reorder.barcode')}
        rules={[rules.required(t('purchase.reorder.barcode')), rules.max(t('purchase.reorder.barcode'), 32)]}
      >
        <Input disabled={Boolean(preset.barcode)} maxLength={32} data-testid="levels-barcode" />
      </Form.Item>
      <Form.Item name="minQty" label={t('purchase.reorder.minQty')} extra={t('purchase.reorder.levelsHint')}>
        <InputNumber
          min={0}
          max={10_000_000}
          precision={0}
          style={{ width: '100%' }}
          data-testid="levels-min"
        />
      </Form.Item>
      <Form.Item
        name="maxQty"
        label={t('purchase.reorder.maxQty')}
        dependencies={['minQty']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, max: number | null | undefined) => {
              const min = getFieldValue('minQty') as number | null | undefined;
              const hasMin = min !== null && min !== undefined;
              const hasMax = max !== null && max !== undefined;
              if (hasMin !== hasMax) return Promise.reject(new Error(t('purchase.reorder.bothOrNone')));
              if (hasMin && hasMax && min > max)
                return Promise.reject(new Error(t('purchase.reorder.minAboveMax')));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber
          min={0}
          max={10_000_000}
          precision={0}
          style={{ width: '100%' }}
          data-testid="levels-max"
        />
      </Form.Item>
    </FormModal>
  );
}

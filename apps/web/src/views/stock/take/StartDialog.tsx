import type { StocktakeAddBody } from '@retail/contracts/api/retail/stocktake';
import { Alert, Form, Input } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stocktakeApi } from '../../../api/stocktake.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { CategorySelect } from '../../goods/shared/CategorySelect.tsx';
import { LocationSelect, useOwnLocation } from '../shared/LocationSelect.tsx';

interface Props {
  open: boolean;
  onClose(): void;
  /** the new stocktake's id: the screen opens its count */
  onStarted(id: number): void;
}

/** Starts a stocktake: the location (the user's own unless it may choose), an optional category, a remark. */
export function StartDialog({ open, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  const own = useOwnLocation();
  const started = useRef<number | null>(null);
  // one object per location: the dialog loads its initial values again whenever they change
  const initialValues = useMemo(() => (own ? { locationId: own.id } : {}), [own]);
  return (
    <FormModal<StocktakeAddBody>
      open={open}
      title={t('stocktake.start')}
      width={560}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => {
        started.current = await stocktakeApi.add(values);
      }}
      onSaved={() => {
        if (started.current !== null) onStarted(started.current);
      }}
    >
      <Alert type="info" showIcon message={t('stocktake.startHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="locationId" label={t('stocktake.location')}>
        <LocationSelect purpose="write" data-testid="stocktake-location" />
      </Form.Item>
      <Form.Item name="categoryId" label={t('stocktake.scope')} extra={t('stocktake.categoryHint')}>
        <CategorySelect placeholder={t('stocktake.allGoods')} data-testid="stocktake-category" />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')}>
        <Input.TextArea maxLength={256} rows={2} />
      </Form.Item>
    </FormModal>
  );
}

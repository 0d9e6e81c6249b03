import type { PurchaseDetailOutput } from '@retail/contracts/api/retail/purchase';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderApi } from '../../../api/purchase.ts';
import { yuanText } from '../../../components/display/format.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { SupplierSelect } from '../../goods/shared/SupplierSelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { type DraftLine, lineBody, LinesEditor, linesValidator } from '../shared/LinesEditor.tsx';

interface Values {
  supplierId?: number;
  locationId?: number | null;
  expectedDate?: string | null;
  remark?: string | null;
  lines: DraftLine[];
}

interface Props {
  /** the draft being edited; null while adding */
  row: PurchaseDetailOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(id?: number): void;
}

/** Creates or edits a draft purchase order: supplier, receiving location, expected date and lines. */
export function OrderFormModal({ row: editing, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const initialValues = useMemo<Values>(
    () =>
      editing
        ? {
            supplierId: editing.supplierId,
            locationId: editing.locationId,
            expectedDate: editing.expectedDate,
            remark: editing.remark,
            lines: editing.lines.map((line) => ({
              barcode: line.barcode,
              goodsName: line.goodsName,
              goodsCode: line.goodsCode,
              color: line.color,
              size: line.size,
              qty: line.qty,
              unitCost: yuanText(line.unitCost),
              remark: line.remark,
            })),
          }
        : { lines: [] },
    [editing],
  );

  const submit = async (values: Values) => {
    const body = {
      supplierId: values.supplierId as number,
      locationId: values.locationId ?? null,
      expectedDate: values.expectedDate || null,
      remark: values.remark || null,
      lines: values.lines.map(lineBody),
    };
    if (editing) {
      await purchaseOrderApi.update({ id: editing.id, ...body });
      onSaved(editing.id);
    } else {
      onSaved(await purchaseOrderApi.add(body));
    }
  };

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('purchase.order.editTitle', { no: editing.no }) : t('purchase.order.addTitle')}
      width={1000}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="supplierId"
        label={t('purchase.common.supplier')}
        rules={[rules.requiredSelect(t('purchase.common.supplier'))]}
      >
        <SupplierSelect data-testid="po-supplier" />
      </Form.Item>
      <Form.Item name="locationId" label={t('purchase.common.location')}>
        <LocationSelect purpose="write" allowClear placeholder={t('purchase.common.ownLocation')} />
      </Form.Item>
      <Form.Item name="expectedDate" label={t('purchase.order.expectedDate')}>
        <Input type="date" data-testid="po-expected-date" />
      </Form.Item>
      <Form.Item name="lines" label={t('purchase.common.lines')} rules={[{ validator: linesValidator(t) }]}>
        <LinesEditor
          active={open}
          testId="po"
          costTitle={t('purchase.order.unitCost')}
          costPlaceholder={t('purchase.order.costDefault')}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormModal>
  );
}

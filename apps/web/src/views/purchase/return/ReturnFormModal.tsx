import { PurchaseOrderStatus } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderApi, purchaseOrderKeys, supplierReturnApi } from '../../../api/purchase.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { SupplierSelect } from '../../goods/shared/SupplierSelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { type DraftLine, lineBody, LinesEditor, linesValidator } from '../shared/LinesEditor.tsx';

interface Values {
  supplierId?: number;
  orderId?: number | null;
  locationId?: number | null;
  remark?: string | null;
  lines: DraftLine[];
}

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(id?: number): void;
}

const RECEIVED = [
  PurchaseOrderStatus.PartlyReceived,
  PurchaseOrderStatus.Received,
  PurchaseOrderStatus.Closed,
];

/** The supplier's orders that brought goods, to name where returned goods came from. */
function SourceOrderSelect({
  supplierId,
  ...props
}: {
  supplierId?: number;
  value?: number | null;
  onChange?(v: number | null): void;
}) {
  const { t } = useTranslation();
  const filter = { supplierId, pageSize: 50 };
  const orders = useQuery({
    queryKey: purchaseOrderKeys.call('page', 'returnSource', filter),
    queryFn: ({ signal }) => purchaseOrderApi.page(filter, signal),
    enabled: supplierId !== undefined,
  });
  return (
    <Select<number | null>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={orders.isFetching}
      disabled={supplierId === undefined}
      placeholder={t('purchase.return.orderNo')}
      {...props}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={(orders.data?.items ?? [])
        .filter((o) => RECEIVED.includes(o.status as (typeof RECEIVED)[number]))
        .map((o) => ({ value: o.id, label: `${o.no} (${o.locationName ?? ''})` }))}
    />
  );
}

/** Creates a draft supplier return: the supplier (or the order the goods came from), the location and the lines. */
export function ReturnFormModal({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const canReadOrders = usePermissions().has('purchaseOrder:page');
  const initialValues = useMemo<Values>(() => ({ lines: [] }), []);

  const submit = async (values: Values) => {
    const fromOrder = values.orderId ?? null;
    onSaved(
      await supplierReturnApi.add({
        supplierId: values.supplierId ?? null,
        orderId: fromOrder,
        locationId: fromOrder ? null : (values.locationId ?? null),
        remark: values.remark || null,
        lines: values.lines.map(lineBody),
      }),
    );
  };

  return (
    <FormModal<Values>
      open={open}
      title={t('purchase.return.addTitle')}
      width={1000}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Form.Item
            name="supplierId"
            label={t('purchase.common.supplier')}
            rules={[rules.requiredSelect(t('purchase.common.supplier'))]}
          >
            <SupplierSelect data-testid="sr-supplier" onChange={() => form.setFieldValue('orderId', null)} />
          </Form.Item>
          {canReadOrders ? (
            <Form.Item noStyle dependencies={['supplierId']}>
              {() => (
                <Form.Item name="orderId" label={t('purchase.return.orderNo')}>
                  <SourceOrderSelect supplierId={form.getFieldValue('supplierId') as number | undefined} />
                </Form.Item>
              )}
            </Form.Item>
          ) : null}
          <Form.Item noStyle dependencies={['orderId']}>
            {() =>
              form.getFieldValue('orderId') ? null : (
                <Form.Item name="locationId" label={t('purchase.common.location')}>
                  <LocationSelect purpose="write" allowClear placeholder={t('purchase.common.ownLocation')} />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item
            name="lines"
            label={t('purchase.common.lines')}
            rules={[{ validator: linesValidator(t) }]}
          >
            <LinesEditor
              active={open}
              testId="sr"
              costTitle={t('purchase.return.unitCost')}
              costPlaceholder={t('purchase.return.costDefault')}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
            <Input.TextArea rows={2} maxLength={256} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

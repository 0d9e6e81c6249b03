import { StockAdjustKind } from '@retail/contracts';
import type { AdjustDetailOutput, AdjustLineBody } from '@retail/contracts/api/retail/stock-adjust';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goodsSupplierApi, goodsSupplierKeys } from '../../../api/goods-supplier.ts';
import { stockAdjustApi } from '../../../api/stock-adjust.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { yuanText } from '../../../components/display/format.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { CHOOSE_LOCATION_CODE, LocationSelect, useOwnLocation } from '../shared/LocationSelect.tsx';
import { AdjustLinesEditor, type DraftLine } from './AdjustLinesEditor.tsx';

interface Values {
  /** only while adding: the location is the document's for good */
  locationId?: number | null;
  supplierId?: number | null;
  remark?: string | null;
  lines: DraftLine[];
}

interface Props {
  /** the draft being edited; null while adding a document of `preset.kind` */
  row: AdjustDetailOutput | null;
  preset: Partial<AdjustDetailOutput>;
  open: boolean;
  onClose(): void;
  onSaved(id?: number): void;
}

const toInput = (line: DraftLine): AdjustLineBody => ({
  barcode: line.barcode,
  qty: line.qty ?? 0,
  ...(line.costPrice ? { costPrice: line.costPrice } : {}),
  ...(line.remark ? { remark: line.remark } : {}),
});

const ENABLED = { status: 1 } as const;

/** Creates or edits a draft receive / issue / stocktake document. */
export function AdjustFormModal({ row: editing, preset, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const kind = editing?.kind ?? preset.kind;
  const own = useOwnLocation();
  const mayChoose = usePermissions().has(CHOOSE_LOCATION_CODE);
  const suppliers = useQuery({
    queryKey: goodsSupplierKeys.call('list', ENABLED),
    queryFn: () => goodsSupplierApi.list(ENABLED),
    enabled: open && kind === StockAdjustKind.Receive,
  });
  const initialValues = useMemo<Values>(
    () =>
      editing
        ? {
            supplierId: editing.supplierId,
            remark: editing.remark,
            lines: editing.lines.map((line) => ({
              barcode: line.barcode,
              goodsName: line.goodsName,
              goodsCode: line.goodsCode,
              color: line.color,
              size: line.size,
              qty: line.qty,
              costPrice: yuanText(line.costPrice),
              remark: line.remark,
            })),
          }
        : { locationId: own?.id ?? null, lines: [] },
    [editing, own?.id],
  );
  const linesLabel = t('retailDocs.adjust.lines');

  const submit = async (values: Values) => {
    const body = {
      supplierId: kind === StockAdjustKind.Receive ? (values.supplierId ?? null) : null,
      remark: values.remark || null,
      lines: values.lines.map(toInput),
    };
    if (editing) {
      await stockAdjustApi.update({ id: editing.id, ...body });
      onSaved(editing.id);
    } else {
      onSaved(
        await stockAdjustApi.add({
          kind: kind as StockAdjustKind,
          // without the choose button the server takes the maker's own location
          ...(mayChoose && values.locationId ? { locationId: values.locationId } : {}),
          ...body,
        }),
      );
    }
  };

  const title = kind
    ? t(editing ? 'retailDocs.adjust.editTitle' : 'retailDocs.adjust.addTitle', {
        kind: enums.adjustKind[kind]?.label,
      })
    : '';
  return (
    <FormModal<Values>
      open={open}
      title={title}
      width={960}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      {!editing && mayChoose ? (
        <Form.Item
          name="locationId"
          label={t('retailDocs.adjust.location')}
          rules={[{ required: true, message: t('retailDocs.adjust.needLocation') }]}
        >
          <LocationSelect purpose="write" data-testid="adjust-location" />
        </Form.Item>
      ) : (
        <Form.Item label={t('retailDocs.adjust.location')}>
          <span data-testid="adjust-location-text">
            {(editing ? editing.locationName : own?.name) ?? '-'}
          </span>
        </Form.Item>
      )}
      {kind === StockAdjustKind.Receive ? (
        <Form.Item name="supplierId" label={t('retailDocs.adjust.supplier')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={suppliers.isFetching}
            options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            data-testid="adjust-supplier"
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="lines"
        label={linesLabel}
        rules={[
          {
            validator: (_rule, lines: DraftLine[] | undefined) => {
              if (!lines?.length) return Promise.reject(new Error(t('retailDocs.adjust.needLines')));
              const bad = lines.find((line) => line.qty === null || line.qty === undefined);
              return bad
                ? Promise.reject(new Error(t('retailDocs.adjust.needQty', { barcode: bad.barcode })))
                : Promise.resolve();
            },
          },
        ]}
      >
        {kind ? <AdjustLinesEditor kind={kind} active={open} /> : <span />}
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormModal>
  );
}

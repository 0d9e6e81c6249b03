import { StockAdjustKind } from '@retail/contracts';
import type { TransferDetailOutput, TransferLineBody } from '@retail/contracts/api/retail/stock-transfer';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stockTransferApi } from '../../../api/stock-transfer.ts';
import { FormModal } from '../../../components/form/FormModal.tsx';
import { rules } from '../../../components/form/rules.ts';
import { AdjustLinesEditor, type DraftLine } from '../adjust/AdjustLinesEditor.tsx';
import { LocationSelect, useOwnLocation } from '../shared/LocationSelect.tsx';

interface Values {
  fromLocationId?: number | null;
  toLocationId?: number | null;
  remark?: string | null;
  lines: DraftLine[];
}

interface Props {
  /** the draft being edited; null while adding */
  row: TransferDetailOutput | null;
  open: boolean;
  onClose(): void;
  onSaved(id?: number): void;
}

const toInput = (line: DraftLine): TransferLineBody => ({
  barcode: line.barcode,
  qty: line.qty ?? 0,
  ...(line.remark ? { remark: line.remark } : {}),
});

/** Creates or edits a draft transfer: the two locations and the lines, picked by scanning barcodes. */
export function TransferFormModal({ row: editing, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const own = useOwnLocation();
  const initialValues = useMemo<Values>(
    () =>
      editing
        ? {
            fromLocationId: editing.fromLocationId,
            toLocationId: editing.toLocationId,
            remark: editing.remark,
            lines: editing.lines.map((line) => ({
              barcode: line.barcode,
              goodsName: line.goodsName,
              goodsCode: line.goodsCode,
              color: line.color,
              size: line.size,
              qty: line.qty,
              remark: line.remark,
            })),
          }
        : { fromLocationId: own?.id ?? null, lines: [] },
    [editing, own?.id],
  );

  const submit = async (values: Values) => {
    const body = {
      fromLocationId: values.fromLocationId ?? null,
      toLocationId: values.toLocationId as number,
      remark: values.remark || null,
      lines: values.lines.map(toInput),
    };
    if (editing) {
      await stockTransferApi.update({ id: editing.id, ...body });
      onSaved(editing.id);
    } else {
      onSaved(await stockTransferApi.add(body));
    }
  };

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('transfer.editTitle', { no: editing.no }) : t('transfer.addTitle')}
      width={960}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="fromLocationId" label={t('transfer.from')}>
        <LocationSelect purpose="write" placeholder={t('transfer.fromDefault')} data-testid="transfer-from" />
      </Form.Item>
      <Form.Item
        name="toLocationId"
        label={t('transfer.to')}
        dependencies={['fromLocationId']}
        rules={[
          { required: true, message: t('transfer.needTo') },
          ({ getFieldValue }) => ({
            validator: (_rule, to: number | null | undefined) => {
              const from = (getFieldValue('fromLocationId') as number | null | undefined) ?? own?.id;
              return to && to === from
                ? Promise.reject(new Error(t('transfer.sameLocation')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <LocationSelect purpose="any" data-testid="transfer-to" />
      </Form.Item>
      <Form.Item
        name="lines"
        label={t('transfer.lines')}
        rules={[
          {
            validator: (_rule, lines: DraftLine[] | undefined) => {
              if (!lines?.length) return Promise.reject(new Error(t('transfer.needLines')));
              const bad = lines.find((line) => !line.qty);
              return bad
                ? Promise.reject(new Error(t('transfer.needQty', { barcode: bad.barcode })))
                : Promise.resolve();
            },
          },
        ]}
      >
        <AdjustLinesEditor kind={StockAdjustKind.Issue} active={open} />
      </Form.Item>
      <Form.Item name="remark" label={t('ui.remark')} rules={[rules.max(t('ui.remark'), 256)]}>
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormModal>
  );
}

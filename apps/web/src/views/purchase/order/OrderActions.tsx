import { PurchaseOrderStatus } from '@retail/contracts';
import type { PurchaseOutput } from '@retail/contracts/api/retail/purchase';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { purchaseOrderApi } from '../../../api/purchase.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';

interface Props {
  doc: PurchaseOutput;
  /** after approve, delete, cancel or close */
  onChanged(): void;
  size?: 'small' | 'middle';
  link?: boolean;
}

/** Approve and delete a draft; cancel an order before anything arrived; close a partly received one short. */
export function OrderActions({ doc, onChanged, size = 'small', link = true }: Props) {
  const { t } = useTranslation();
  const type = link ? 'link' : 'default';
  const draft = doc.status === PurchaseOrderStatus.Draft;
  const cancellable = draft || doc.status === PurchaseOrderStatus.Approved;
  const closable = doc.status === PurchaseOrderStatus.PartlyReceived;
  const run = (action: () => Promise<unknown>) => async () => {
    await action();
    onChanged();
  };
  return (
    <Space size={0} wrap>
      {draft ? (
        <Permitted code="purchaseOrder:approve">
          <ConfirmButton
            type={link ? 'link' : 'primary'}
            size={size}
            question={t('purchase.order.approveQuestion', { no: doc.no })}
            doneText={t('purchase.order.approved')}
            onConfirm={run(() => purchaseOrderApi.approve(doc.id))}
            data-testid={`po-approve-${doc.no}`}
          >
            {t('purchase.order.approve')}
          </ConfirmButton>
        </Permitted>
      ) : null}
      {draft ? (
        <Permitted code="purchaseOrder:delete">
          <ConfirmButton
            type={type}
            size={size}
            danger
            question={t('ui.confirmDelete', { name: doc.no })}
            doneText={t('ui.deleted')}
            onConfirm={run(() => purchaseOrderApi.delete(doc.id))}
            data-testid={`po-delete-${doc.no}`}
          >
            {t('ui.delete')}
          </ConfirmButton>
        </Permitted>
      ) : null}
      {cancellable ? (
        <Permitted code="purchaseOrder:cancel">
          <ConfirmButton
            type={type}
            size={size}
            danger
            question={t('purchase.order.cancelQuestion', { no: doc.no })}
            doneText={t('purchase.order.cancelled')}
            onConfirm={run(() => purchaseOrderApi.cancel({ id: doc.id }))}
            data-testid={`po-cancel-${doc.no}`}
          >
            {t('purchase.order.cancel')}
          </ConfirmButton>
        </Permitted>
      ) : null}
      {closable ? (
        <Permitted code="purchaseOrder:close">
          <ConfirmButton
            type={type}
            size={size}
            danger
            question={t('purchase.order.closeQuestion', { no: doc.no })}
            doneText={t('purchase.order.closed')}
            onConfirm={run(() => purchaseOrderApi.close({ id: doc.id }))}
            data-testid={`po-close-${doc.no}`}
          >
            {t('purchase.order.close')}
          </ConfirmButton>
        </Permitted>
      ) : null}
    </Space>
  );
}

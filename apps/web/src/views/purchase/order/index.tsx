import { PlusOutlined } from '@ant-design/icons';
import { PurchaseOrderStatus } from '@retail/contracts';
import type {
  PurchaseDetailOutput,
  PurchaseFilterBody,
  PurchaseOutput,
} from '@retail/contracts/api/retail/purchase';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { purchaseOrderApi, purchaseOrderKeys, reorderKeys } from '../../../api/purchase.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { usePurchaseEnums } from '../shared/enums.ts';
import { orderColumns, orderDetailPath } from './columns.tsx';
import { OrderFilters } from './filters.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderFormModal } from './OrderFormModal.tsx';

/** Purchase orders: draft → approved → received in one or more receipts; closed short or cancelled. */
export default function PurchaseOrderList() {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  const auth = usePermissions();
  const navigate = useNavigate();
  const dialog = useDialogRow<PurchaseDetailOutput>();
  // an order's status changes what is on order, which the reorder suggestions count
  const reload = useListReload(purchaseOrderKeys.all, reorderKeys.all);

  const edit = async (doc: PurchaseOutput) => {
    try {
      dialog.edit(await purchaseOrderApi.detail(doc.id));
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ColumnsType<PurchaseOutput> = [
    ...orderColumns(t, enums, auth.has('purchaseOrder:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, doc) => (
        <Space size={0} wrap>
          <Permitted code="purchaseOrder:detail">
            <Button type="link" size="small" onClick={() => void navigate(orderDetailPath(doc.id))}>
              {doc.status === PurchaseOrderStatus.Approved ||
              doc.status === PurchaseOrderStatus.PartlyReceived
                ? t('purchase.order.receive')
                : t('ui.detail')}
            </Button>
          </Permitted>
          {doc.status === PurchaseOrderStatus.Draft ? (
            <Permitted code="purchaseOrder:update">
              <Button
                type="link"
                size="small"
                onClick={() => void edit(doc)}
                data-testid={`po-edit-${doc.no}`}
              >
                {t('ui.edit')}
              </Button>
            </Permitted>
          ) : null}
          <OrderActions doc={doc} onChanged={reload} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<PurchaseOutput, PurchaseFilterBody>
        queryKey={purchaseOrderKeys.call('page')}
        fetchPage={purchaseOrderApi.page}
        columns={columns}
        filters={<OrderFilters />}
        toolbar={({ query }) => (
          <>
            <Permitted code="purchaseOrder:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => dialog.add({})}
                data-testid="po-new"
              >
                {t('purchase.order.new')}
              </Button>
            </Permitted>
            <Permitted code="purchaseOrder:export">
              <ExportButton
                url={purchaseOrderApi.exportUrl}
                body={exportFilters(query)}
                fileName="purchase-order.xlsx"
              />
            </Permitted>
          </>
        )}
      />
      <OrderFormModal row={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { StockTransferStatus } from '@retail/contracts';
import type {
  TransferDetailOutput,
  TransferFilterBody,
  TransferOutput,
} from '@retail/contracts/api/retail/stock-transfer';
import { Button, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exportFilters } from '../../../api/retail-filters.ts';
import { stockTransferApi, stockTransferKeys } from '../../../api/stock-transfer.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { transferColumns, transferDetailPath } from './columns.tsx';
import { TransferFilters } from './filters.tsx';
import { InTransitList } from './InTransitList.tsx';
import { useTransferStatuses } from './status.ts';
import { TransferActions } from './TransferActions.tsx';
import { TransferFormModal } from './TransferFormModal.tsx';
import { useMayMove } from './useMayMove.ts';

/** Stock transfers between locations (draft → shipped → received, or closed with a difference), and what is in transit. */
export default function StockTransferList() {
  const { t } = useTranslation();
  const statuses = useTransferStatuses();
  const auth = usePermissions();
  const navigate = useNavigate();
  const dialog = useDialogRow<TransferDetailOutput>();
  const reload = useListReload(stockTransferKeys.all);
  const mayMove = useMayMove();

  const edit = async (doc: TransferOutput) => {
    try {
      dialog.edit(await stockTransferApi.detail(doc.id));
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ColumnsType<TransferOutput> = [
    ...transferColumns(t, statuses, auth.has('stockTransfer:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, doc) => (
        <Space size={0} wrap>
          <Permitted code="stockTransfer:detail">
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(transferDetailPath(doc.id))}
              data-testid={`transfer-open-${doc.no}`}
            >
              {t('ui.detail')}
            </Button>
          </Permitted>
          {doc.status === StockTransferStatus.Draft && mayMove(doc.fromLocationId) ? (
            <Permitted code="stockTransfer:update">
              <Button
                type="link"
                size="small"
                onClick={() => void edit(doc)}
                data-testid={`transfer-edit-${doc.no}`}
              >
                {t('ui.edit')}
              </Button>
            </Permitted>
          ) : null}
          <TransferActions doc={doc} onChanged={reload} />
        </Space>
      ),
    },
  ];

  const transfers = (
    <ListPage<TransferOutput, TransferFilterBody>
      queryKey={stockTransferKeys.call('page')}
      fetchPage={stockTransferApi.page}
      columns={columns}
      filters={<TransferFilters />}
      toolbar={({ query }) => (
        <>
          <Permitted code="stockTransfer:add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => dialog.add({})}
              data-testid="transfer-new"
            >
              {t('transfer.new')}
            </Button>
          </Permitted>
          <Permitted code="stockTransfer:export">
            <ExportButton
              url={stockTransferApi.exportUrl}
              body={exportFilters(query)}
              fileName="stock-transfer.xlsx"
            />
          </Permitted>
        </>
      )}
    />
  );

  return (
    <>
      <Tabs
        items={[
          { key: 'transfers', label: t('transfer.tabs.transfers'), children: transfers },
          {
            key: 'inTransit',
            label: <span data-testid="transfer-tab-transit">{t('transfer.tabs.inTransit')}</span>,
            children: <InTransitList />,
          },
        ]}
      />
      <TransferFormModal row={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
    </>
  );
}

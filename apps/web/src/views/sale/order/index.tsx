import { RollbackOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SaleOrderOutput, SaleOrderPageBody } from '@retail/contracts/api/retail/sale-order';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageFilters } from '../../../api/page-filters.ts';
import { saleOrderApi, saleOrderKeys } from '../../../api/sale-order.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { CheckoutDrawer } from './checkout/CheckoutDrawer.tsx';
import { ShortcutKey } from './checkout/ShortcutKey.tsx';
import { useTillShortcuts } from './checkout/useTillShortcuts.ts';
import { orderColumns } from './columns.tsx';
import { OrderFilters } from './filters.tsx';
import { orderDetailPath } from './paths.ts';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';
import { ReturnDrawer } from './return/ReturnDrawer.tsx';

/** Sales orders, the landing page: server-paged list, the sale screen, receipts and export. */
export default function SaleOrderList() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const auth = usePermissions();
  const navigate = useNavigate();
  const receipt = usePrintDocument('saleReceipt');
  const [selling, setSelling] = useState(false);
  // Alt+N opens the till from the list too (inside the till it starts the next sale)
  useTillShortcuts({ newSale: () => setSelling(true) }, !selling && auth.has('saleOrder:add'));
  const [returning, setReturning] = useState(false);

  const columns: ColumnsType<SaleOrderOutput> = [
    ...orderColumns(t, enums, auth.has('saleOrder:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, order) => (
        <Space size={0}>
          <Permitted code="saleOrder:detail">
            <Button type="link" size="small" onClick={() => void navigate(orderDetailPath(order.id))}>
              {t('ui.detail')}
            </Button>
          </Permitted>
          <Permitted code="saleOrder:print">
            <Button type="link" size="small" onClick={() => void receipt.print(order.id)}>
              {t('retailDocs.sale.receipt')}
            </Button>
          </Permitted>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<SaleOrderOutput, PageFilters<SaleOrderPageBody>>
        queryKey={saleOrderKeys.call('page')}
        fetchPage={saleOrderApi.page}
        columns={columns}
        filters={<OrderFilters />}
        toolbar={({ query }) => (
          <>
            <Permitted code="saleOrder:add">
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                onClick={() => setSelling(true)}
                data-testid="sale-new"
              >
                {t('retailDocs.sale.newSale')} <ShortcutKey action="newSale" />
              </Button>
            </Permitted>
            <Permitted code="saleOrder:return">
              <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)} data-testid="return-new">
                {t('till.returns.open')}
              </Button>
            </Permitted>
            <Permitted code="saleOrder:export">
              <ExportButton url={saleOrderApi.exportUrl} body={query} fileName="sale-orders.xlsx" />
            </Permitted>
          </>
        )}
      />
      <CheckoutDrawer open={selling} onClose={() => setSelling(false)} />
      <ReturnDrawer open={returning} onClose={() => setReturning(false)} />
      {receipt.sheet}
    </>
  );
}

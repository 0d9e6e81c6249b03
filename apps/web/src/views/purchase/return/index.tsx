import { PlusOutlined } from '@ant-design/icons';
import type { ReturnFilterBody, ReturnOutput } from '@retail/contracts/api/retail/purchase';
import { Button, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeStockKeys, stockLogKeys } from '../../../api/barcode-stock.ts';
import { supplierReturnApi, supplierReturnKeys } from '../../../api/purchase.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { DateRangeFilters } from '../../../components/retail-docs/DateRangeFilters.tsx';
import { selectOptions } from '../../../components/retail-docs/enums.ts';
import { SupplierSelect } from '../../goods/shared/SupplierSelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { usePurchaseEnums } from '../shared/enums.ts';
import { returnColumns } from './columns.tsx';
import { ReturnActions } from './ReturnActions.tsx';
import { ReturnDetailModal } from './ReturnDetailModal.tsx';
import { ReturnFormModal } from './ReturnFormModal.tsx';

/** Supplier returns: drafts confirmed out of stock at the location's average cost. */
export default function SupplierReturnList() {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  const dialog = useDialogRow<ReturnOutput>();
  const [shown, setShown] = useState<number | null>(null);
  const reload = useListReload(supplierReturnKeys.all, barcodeStockKeys.all, stockLogKeys.all);

  const columns: ColumnsType<ReturnOutput> = [
    ...returnColumns(t, enums),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, doc) => (
        <Space size={0} wrap>
          <Permitted code="supplierReturn:detail">
            <Button
              type="link"
              size="small"
              onClick={() => setShown(doc.id)}
              data-testid={`sr-open-${doc.no}`}
            >
              {t('ui.detail')}
            </Button>
          </Permitted>
          <ReturnActions doc={doc} onChanged={() => void reload()} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ReturnOutput, ReturnFilterBody>
        queryKey={supplierReturnKeys.call('page')}
        fetchPage={supplierReturnApi.page}
        columns={columns}
        filters={
          <>
            <Form.Item name="no" label={t('purchase.return.no')}>
              <Input allowClear maxLength={32} />
            </Form.Item>
            <Form.Item name="status" label={t('ui.status')}>
              <Select allowClear style={{ width: 120 }} options={selectOptions(enums.returnStatus)} />
            </Form.Item>
            <Form.Item name="supplierId" label={t('purchase.common.supplier')}>
              <SupplierSelect />
            </Form.Item>
            <Form.Item name="locationId" label={t('purchase.common.location')}>
              <LocationSelect purpose="read" allowClear />
            </Form.Item>
            <Form.Item name="barcode" label={t('retailDocs.common.barcode')}>
              <Input allowClear maxLength={32} />
            </Form.Item>
            <DateRangeFilters />
          </>
        }
        toolbar={({ query }) => (
          <>
            <Permitted code="supplierReturn:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => dialog.add()}
                data-testid="sr-new"
              >
                {t('purchase.return.new')}
              </Button>
            </Permitted>
            <Permitted code="supplierReturn:export">
              <ExportButton
                url={supplierReturnApi.exportUrl}
                body={exportFilters(query)}
                fileName="supplier-return.xlsx"
              />
            </Permitted>
          </>
        )}
      />
      <ReturnFormModal open={dialog.open} onClose={dialog.close} onSaved={() => void reload()} />
      <ReturnDetailModal id={shown} onClose={() => setShown(null)} onChanged={() => void reload()} />
    </>
  );
}

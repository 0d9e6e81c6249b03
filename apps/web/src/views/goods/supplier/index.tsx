import type { SupplierFilterBody, SupplierOutput } from '@retail/contracts/api/retail/goods-supplier';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GOODS_SUPPLIER_EXPORT_URL,
  goodsSupplierApi,
  goodsSupplierKeys,
} from '../../../api/goods-supplier.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { supplierColumns } from './columns.tsx';
import { SupplierForm } from './SupplierForm.tsx';

/** Goods suppliers: a server-paged list with search, add, edit, enable/disable, delete and export. */
export default function GoodsSupplierScreen() {
  const { t } = useTranslation();
  const dialog = useDialogRow<SupplierOutput>();
  // the list and the supplier pickers
  const reload = useListReload(goodsSupplierKeys.all);

  const columns = supplierColumns({
    edit: dialog.edit,
    setStatus: (row, status) =>
      void runAction(
        () => goodsSupplierApi.setStatus(row.id, status),
        status === 1 ? t('ui.enabled') : t('ui.disabled'),
        reload,
      ),
    remove: async (row) => {
      await goodsSupplierApi.remove(row.id);
      reload();
    },
  });

  return (
    <>
      <ListPage<SupplierOutput, SupplierFilterBody>
        queryKey={goodsSupplierKeys.call('page')}
        fetchPage={goodsSupplierApi.page}
        columns={columns}
        filters={
          <>
            <Form.Item name="keyword" label={t('ui.search')}>
              <Input allowClear placeholder={t('catalog.supplier.keyword')} />
            </Form.Item>
            <StatusFilter />
          </>
        }
        toolbar={({ query }) => (
          <>
            <AddButton code="goodsSupplier:add" onClick={() => dialog.add()}>
              {t('catalog.supplier.add')}
            </AddButton>
            <Permitted code="goodsSupplier:export">
              <ExportButton
                url={GOODS_SUPPLIER_EXPORT_URL}
                body={exportFilters(query)}
                fileName="suppliers.xlsx"
              />
            </Permitted>
          </>
        )}
      />
      <SupplierForm row={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
    </>
  );
}

import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GOODS_SUPPLIER_EXPORT_URL,
  type GoodsSupplier,
  type GoodsSupplierFilter,
  goodsSupplierApi,
} from '../../../api/goods-supplier.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { runAction } from '../../../components/actions/runAction.ts';
import { supplierColumns } from './columns.tsx';
import { SupplierForm } from './SupplierForm.tsx';

/** Goods suppliers: a server-paged list with search, add, edit, enable/disable, delete and export. */
export default function GoodsSupplierScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<GoodsSupplier | 'add' | null>(null);
  // the list and the supplier pickers
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['goodsSupplier'] });

  const columns = supplierColumns({
    edit: setEditing,
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
      <ListPage<GoodsSupplier, GoodsSupplierFilter>
        queryKey="goodsSupplier"
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
            <AddButton code="goodsSupplier:add" onClick={() => setEditing('add')}>
              {t('catalog.supplier.add')}
            </AddButton>
            <Auth code="goodsSupplier:export">
              <ExportButton
                url={GOODS_SUPPLIER_EXPORT_URL}
                body={exportFilters(query)}
                fileName="suppliers.xlsx"
              />
            </Auth>
          </>
        )}
      />
      <SupplierForm editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </>
  );
}

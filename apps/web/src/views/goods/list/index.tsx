import { PlusOutlined } from '@ant-design/icons';
import type { GoodsFilterBody, GoodsOutput } from '@retail/contracts/api/retail/goods';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  GOODS_EXPORT_URL,
  GOODS_IMPORT_URL,
  GOODS_TEMPLATE_URL,
  goodsApi,
  goodsKeys,
} from '../../../api/goods.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ImportButton } from '../../../components/actions/ImportButton.tsx';
import { TemplateButton } from '../../../components/actions/TemplateButton.tsx';
import { Permitted, PermittedAny } from '../../../components/permission/Permitted.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { goodsColumns } from './columns.tsx';
import { GoodsFilters } from './filters.tsx';
import { GoodsForm } from './GoodsForm.tsx';

/** Goods: search, add, edit, on/off sale, delete, Excel import (with its row report), template and export. */
export default function GoodsListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useDialogRow<GoodsOutput>();
  const reload = useListReload(goodsKeys.all);

  const columns = goodsColumns({
    edit: dialog.edit,
    barcodes: (row) => void navigate(`/goods/barcode?goodsId=${row.id}`),
    setStatus: (row, status) =>
      void runAction(
        () => goodsApi.setStatus(row.id, status),
        status === 1 ? t('catalog.goods.onSaleDone') : t('catalog.goods.offSaleDone'),
        reload,
      ),
    remove: async (row) => {
      await goodsApi.remove(row.id);
      reload();
    },
  });

  return (
    <>
      <ListPage<GoodsOutput, GoodsFilterBody>
        queryKey={goodsKeys.call('page')}
        fetchPage={goodsApi.page}
        columns={columns}
        filters={<GoodsFilters />}
        toolbar={({ query }) => (
          <>
            <Permitted code="goods:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.add()}>
                {t('catalog.goods.add')}
              </Button>
            </Permitted>
            <Permitted code="goods:import">
              <ImportButton url={GOODS_IMPORT_URL} accept=".xlsx" onImported={reload} />
            </Permitted>
            <Permitted code="goods:import">
              <TemplateButton url={GOODS_TEMPLATE_URL} fileName="goods-template.xlsx" />
            </Permitted>
            <Permitted code="goods:export">
              <ExportButton url={GOODS_EXPORT_URL} body={exportFilters(query)} fileName="goods.xlsx" />
            </Permitted>
          </>
        )}
      />
      {/* the form loads the category and supplier lists: only for users who may add or edit goods */}
      <PermittedAny codes={['goods:add', 'goods:update']}>
        <GoodsForm row={dialog.row} open={dialog.open} onClose={dialog.close} onSaved={reload} />
      </PermittedAny>
    </>
  );
}

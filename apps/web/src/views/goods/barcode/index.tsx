import { AppstoreAddOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { BarcodeFilterBody, BarcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GOODS_BARCODE_EXPORT_URL, goodsBarcodeApi, goodsBarcodeKeys } from '../../../api/goods-barcode.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { runAction } from '../../../components/actions/runAction.ts';
import { BarcodeForm } from './BarcodeForm.tsx';
import { barcodeColumns } from './columns.tsx';
import { BarcodeFilters } from './filters.tsx';
import { GenerateForm } from './GenerateForm.tsx';
import { PrintLabelsModal } from './labels/PrintLabelsModal.tsx';
import { LookupBox } from './LookupBox.tsx';

/** `/goods/barcode?goodsId=` (from the goods list) opens the list filtered by that goods. */
function useGoodsIdParam(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('goodsId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Goods barcodes: list, add, generate colour × size variants, print labels, look up, edit, delete, export. */
export default function GoodsBarcodeScreen() {
  const { t } = useTranslation();
  const goodsId = useGoodsIdParam();
  const dialog = useDialogRow<BarcodeOutput>();
  const [generating, setGenerating] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [printing, setPrinting] = useState<number[] | null>(null);
  const reload = useListReload(goodsBarcodeKeys.all);

  const columns = barcodeColumns({
    edit: dialog.edit,
    print: (row) => setPrinting([row.id]),
    setStatus: (row, status) =>
      void runAction(
        () => goodsBarcodeApi.update({ id: row.id, status }),
        status === 1 ? t('catalog.goods.onSaleDone') : t('catalog.goods.offSaleDone'),
        reload,
      ),
    remove: async (row) => {
      await goodsBarcodeApi.remove(row.id);
      setSelected((ids) => ids.filter((id) => id !== row.id));
      reload();
    },
  });

  const printSelected = () => {
    if (selected.length === 0) feedback.error(t('catalog.barcode.selectToPrint'));
    else setPrinting(selected);
  };

  return (
    <>
      <ListPage<BarcodeOutput, BarcodeFilterBody>
        // a new goodsId in the address starts the list over with that filter
        key={goodsId ?? 'all'}
        queryKey={goodsBarcodeKeys.call('page')}
        fetchPage={goodsBarcodeApi.page}
        columns={columns}
        filters={<BarcodeFilters />}
        {...(goodsId ? { initialFilters: { goodsId } } : {})}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          preserveSelectedRowKeys: true,
        }}
        toolbar={({ query }) => (
          <>
            <Permitted code="goodsBarcode:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => dialog.add(goodsId ? { goodsId } : {})}
              >
                {t('catalog.barcode.add')}
              </Button>
            </Permitted>
            <Permitted code="goodsBarcode:generate">
              <Button icon={<AppstoreAddOutlined />} onClick={() => setGenerating(true)}>
                {t('catalog.barcode.generate')}
              </Button>
            </Permitted>
            <Permitted code="goodsBarcode:print">
              <Button icon={<PrinterOutlined />} onClick={printSelected}>
                {t('catalog.barcode.printLabels')}
                {selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
            </Permitted>
            <Permitted code="goodsBarcode:export">
              <ExportButton
                url={GOODS_BARCODE_EXPORT_URL}
                body={exportFilters(query)}
                fileName="barcodes.xlsx"
              />
            </Permitted>
            <LookupBox />
          </>
        )}
      />
      <BarcodeForm
        row={dialog.row}
        preset={dialog.preset}
        open={dialog.open}
        onClose={dialog.close}
        onSaved={reload}
      />
      <GenerateForm
        open={generating}
        goodsId={goodsId}
        onClose={() => setGenerating(false)}
        onGenerated={(ids) => {
          reload();
          setSelected(ids);
        }}
      />
      <PrintLabelsModal ids={printing} onClose={() => setPrinting(null)} />
    </>
  );
}

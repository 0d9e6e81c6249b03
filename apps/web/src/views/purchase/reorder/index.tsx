import type { ReorderFilterBody, ReorderOutput } from '@retail/contracts/api/retail/purchase';
import { Button, Checkbox, Form, Input, InputNumber, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderKeys, reorderApi, reorderKeys } from '../../../api/purchase.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { downloadFile } from '../../../api/transfer.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ImportButton } from '../../../components/actions/ImportButton.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { SupplierSelect } from '../../goods/shared/SupplierSelect.tsx';
import { LocationSelect } from '../../stock/shared/LocationSelect.tsx';
import { LevelsModal } from './LevelsModal.tsx';

const XLSX = '.xlsx';

interface Levels {
  barcode: string;
  minQty?: number | null;
  maxQty?: number | null;
}

/**
 * Reorder suggestions of a location: what fell to its minimum (counting what is on order) with the quantity that
 * brings it back to its maximum; the ticked ones become draft purchase orders, one per supplier. Levels are set
 * here one by one or imported from Excel.
 */
export default function ReorderScreen() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReorderOutput[]>([]);
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const levels = useDialogRow<Levels>();
  const reload = useListReload(reorderKeys.all);
  const afterOrders = useListReload(reorderKeys.all, purchaseOrderKeys.all);

  const columns: ColumnsType<ReorderOutput> = [
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName', key: 'goodsName', sorter: true },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, row) => [row.color, row.size].filter(Boolean).join(' / '),
    },
    { title: t('purchase.common.supplier'), dataIndex: 'supplierName', key: 'supplierName', sorter: true },
    { title: t('purchase.reorder.qty'), dataIndex: 'qty', key: 'qty', sorter: true, align: 'right' },
    {
      title: t('purchase.reorder.onOrder'),
      dataIndex: 'onOrder',
      key: 'onOrder',
      sorter: true,
      align: 'right',
    },
    { title: t('purchase.reorder.minQty'), dataIndex: 'minQty', key: 'minQty', sorter: true, align: 'right' },
    { title: t('purchase.reorder.maxQty'), dataIndex: 'maxQty', key: 'maxQty', sorter: true, align: 'right' },
    {
      title: t('purchase.reorder.suggestQty'),
      dataIndex: 'suggestQty',
      key: 'suggestQty',
      sorter: true,
      align: 'right',
    },
    {
      title: t('purchase.reorder.lastCost'),
      dataIndex: 'lastCost',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    {
      title: t('purchase.reorder.orderQty'),
      key: 'orderQty',
      width: 130,
      render: (_, row) => (
        <InputNumber
          value={row.barcode in qty ? qty[row.barcode] : row.suggestQty || null}
          min={1}
          max={10_000_000}
          precision={0}
          aria-label={t('purchase.reorder.orderQtyOf', { barcode: row.barcode })}
          data-testid={`reorder-qty-${row.barcode}`}
          onChange={(next) => setQty((q) => ({ ...q, [row.barcode]: next }))}
        />
      ),
    },
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Permitted code="reorder:setLevels">
          <Button
            type="link"
            size="small"
            onClick={() => levels.add({ barcode: row.barcode, minQty: row.minQty, maxQty: row.maxQty })}
            data-testid={`reorder-levels-${row.barcode}`}
          >
            {t('purchase.reorder.setLevels')}
          </Button>
        </Permitted>
      ),
    },
  ];

  const createOrders = async (locationId: number | null | undefined) => {
    const items = selected.map((row) => {
      const wanted = row.barcode in qty ? qty[row.barcode] : null;
      return wanted ? { barcode: row.barcode, qty: wanted } : { barcode: row.barcode };
    });
    const created = await reorderApi.createOrder({ locationId: locationId ?? null, items });
    feedback.success(
      t('purchase.reorder.created', { count: created.length, nos: created.map((o) => o.no).join(', ') }),
    );
    setSelected([]);
    setQty({});
    await afterOrders();
  };

  return (
    <>
      <ListPage<ReorderOutput, ReorderFilterBody>
        queryKey={reorderKeys.call('page')}
        fetchPage={reorderApi.page}
        rowKey="barcodeId"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.barcodeId),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: false,
        }}
        filters={
          <>
            <Form.Item name="locationId" label={t('purchase.common.location')}>
              <LocationSelect purpose="read" allowClear placeholder={t('purchase.common.ownLocation')} />
            </Form.Item>
            <Form.Item name="keyword" label={t('ui.search')}>
              <Input allowClear maxLength={64} placeholder={t('purchase.reorder.keyword')} />
            </Form.Item>
            <Form.Item name="supplierId" label={t('purchase.common.supplier')}>
              <SupplierSelect />
            </Form.Item>
            <Form.Item name="all" valuePropName="checked">
              <Checkbox data-testid="reorder-all">{t('purchase.reorder.all')}</Checkbox>
            </Form.Item>
          </>
        }
        toolbar={({ query }) => (
          <>
            <Permitted code="reorder:createOrder">
              <ConfirmButton
                type="primary"
                disabled={selected.length === 0}
                question={t('purchase.reorder.createQuestion', { count: selected.length })}
                onConfirm={() => createOrders(query.locationId)}
                data-testid="reorder-create"
              >
                {t('purchase.reorder.createOrders')}
              </ConfirmButton>
            </Permitted>
            <Permitted code="reorder:setLevels">
              <Space wrap>
                <Button onClick={() => levels.add({})} data-testid="reorder-set-levels">
                  {t('purchase.reorder.setLevels')}
                </Button>
                <ImportButton
                  url={reorderApi.importUrl(query.locationId)}
                  accept={XLSX}
                  onImported={() => void reload()}
                >
                  {t('purchase.reorder.importLevels')}
                </ImportButton>
                <Button
                  onClick={() =>
                    void downloadFile(reorderApi.templateUrl, {}, 'reorder-levels.xlsx').catch(
                      (error: unknown) =>
                        feedback.error(error instanceof Error ? error.message : String(error)),
                    )
                  }
                >
                  {t('ui.template')}
                </Button>
              </Space>
            </Permitted>
            <Permitted code="reorder:export">
              <ExportButton url={reorderApi.exportUrl} body={exportFilters(query)} fileName="reorder.xlsx" />
            </Permitted>
            {/* here, where the applied location is known: the levels belong to it */}
            <LevelsModal
              open={levels.open}
              preset={levels.preset}
              locationId={query.locationId}
              onClose={levels.close}
              onSaved={() => void reload()}
            />
          </>
        )}
      />
    </>
  );
}

import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { PurchaseOrderStatus } from '@retail/contracts';
import type { PurchaseLineOutput, ReceiptOutput } from '@retail/contracts/api/retail/purchase';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { barcodeStockKeys, stockLogKeys } from '../../../../api/barcode-stock.ts';
import { purchaseOrderApi, purchaseOrderKeys, reorderKeys } from '../../../../api/purchase.ts';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { usePurchaseEnums } from '../../shared/enums.ts';
import { OrderActions } from '../OrderActions.tsx';
import { ReceiveModal } from '../ReceiveModal.tsx';

/** One purchase order with its lines and receipts; approve, receive, close, cancel and print from here. */
export default function PurchaseOrderDetailScreen() {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [receiving, setReceiving] = useState(false);
  const detail = useQuery({
    queryKey: purchaseOrderKeys.call('detail', id),
    queryFn: () => purchaseOrderApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const printing = usePrintDocument('purchaseOrder');
  // the order, the list it came from, the suggestions counting it and (after a receipt) the stock it moved
  const reload = useListReload(
    purchaseOrderKeys.all,
    reorderKeys.all,
    barcodeStockKeys.all,
    stockLogKeys.all,
  );

  if (detail.isPending) return <Spin />;
  if (detail.error || !detail.data)
    return <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />;
  const doc = detail.data;
  const receivable =
    doc.status === PurchaseOrderStatus.Approved || doc.status === PurchaseOrderStatus.PartlyReceived;

  const lineColumns: ColumnsType<PurchaseLineOutput> = [
    { title: '#', dataIndex: 'lineNo', width: 60 },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode' },
    { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
    {
      title: t('purchase.order.unitCost'),
      dataIndex: 'unitCost',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    {
      title: t('purchase.common.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    { title: t('purchase.order.qtyReceived'), dataIndex: 'qtyReceived', align: 'right' },
    { title: t('purchase.order.qtyOpen'), dataIndex: 'qtyOpen', align: 'right' },
    { title: t('ui.remark'), dataIndex: 'remark' },
  ];
  const receiptColumns: ColumnsType<ReceiptOutput> = [
    { title: t('purchase.order.receiptNo'), dataIndex: 'no' },
    { title: t('retailDocs.common.totalQty'), dataIndex: 'totalQty', align: 'right' },
    {
      title: t('purchase.common.amount'),
      dataIndex: 'totalAmount',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    {
      title: t('purchase.order.receiptTime'),
      dataIndex: 'createTime',
      render: (value: string) => <DateTimeText value={value} />,
    },
    { title: t('purchase.order.receiver'), dataIndex: 'createUserName' },
    { title: t('ui.remark'), dataIndex: 'remark' },
  ];

  return (
    <Flex vertical gap={16} data-testid="po-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/purchase/order')}>
          {t('retailDocs.common.backToList')}
        </Button>
        <Space wrap>
          {receivable ? (
            <Permitted code="purchaseOrder:receive">
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                onClick={() => setReceiving(true)}
                data-testid="po-receive"
              >
                {t('purchase.order.receive')}
              </Button>
            </Permitted>
          ) : null}
          <OrderActions doc={doc} link={false} size="middle" onChanged={() => void reload()} />
          <Permitted code="purchaseOrder:print">
            <Button
              icon={<PrinterOutlined />}
              loading={printing.busy}
              onClick={() => void printing.print(doc.id)}
            >
              {t('ui.print')}
            </Button>
          </Permitted>
        </Space>
      </Flex>
      <Card title={`${t('purchase.order.sheetTitle')} ${doc.no}`}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('ui.status')}>
            <span data-testid="po-status">
              <EnumTag value={doc.status} options={enums.orderStatus} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.common.supplier')}>{doc.supplierName}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.common.location')}>{doc.locationName}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.expectedDate')}>{doc.expectedDate}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.totalQty')}>{doc.totalQty}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.totalAmount')}>
            <YuanText value={doc.totalAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.receivedQty')}>
            <span data-testid="po-received-qty">{doc.receivedQty}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.receivedAmount')}>
            <YuanText value={doc.receivedAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.common.creator')}>{doc.createUserName}</Descriptions.Item>
          <Descriptions.Item label={t('ui.createTime')}>
            <DateTimeText value={doc.createTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.approver')}>{doc.approveUserName}</Descriptions.Item>
          <Descriptions.Item label={t('purchase.order.approveTime')}>
            <DateTimeText value={doc.approveTime} />
          </Descriptions.Item>
          {doc.closeTime ? (
            <>
              <Descriptions.Item label={t('purchase.order.closer')}>{doc.closeUserName}</Descriptions.Item>
              <Descriptions.Item label={t('purchase.order.closeTime')}>
                <DateTimeText value={doc.closeTime} />
              </Descriptions.Item>
              <Descriptions.Item label={t('purchase.order.closeReason')}>{doc.closeReason}</Descriptions.Item>
            </>
          ) : null}
          <Descriptions.Item label={t('ui.remark')}>{doc.remark}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('purchase.common.lines')}>
        <Table<PurchaseLineOutput>
          size="small"
          rowKey="id"
          columns={lineColumns}
          dataSource={doc.lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="po-lines"
        />
      </Card>
      <Card title={t('purchase.order.receipts')}>
        <Table<ReceiptOutput>
          size="small"
          rowKey="id"
          columns={receiptColumns}
          dataSource={doc.receipts}
          pagination={false}
          locale={{ emptyText: t('purchase.order.noReceipts') }}
          expandable={{
            expandedRowRender: (receipt) => (
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={receipt.lines}
                columns={[
                  { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
                  { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
                  { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
                  {
                    title: t('purchase.order.unitCost'),
                    dataIndex: 'unitCost',
                    align: 'right',
                    render: (value: number) => <YuanText value={value} />,
                  },
                ]}
              />
            ),
          }}
          data-testid="po-receipts"
        />
      </Card>
      {receiving ? (
        <ReceiveModal
          order={doc}
          open={receiving}
          onClose={() => setReceiving(false)}
          onReceived={() => void reload()}
        />
      ) : null}
      {printing.sheet}
    </Flex>
  );
}

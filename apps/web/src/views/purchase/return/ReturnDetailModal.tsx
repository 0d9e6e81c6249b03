import { PrinterOutlined } from '@ant-design/icons';
import type { ReturnLineOutput } from '@retail/contracts/api/retail/purchase';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Result, Space, Spin, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { supplierReturnApi, supplierReturnKeys } from '../../../api/purchase.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';
import { usePurchaseEnums } from '../shared/enums.ts';
import { ReturnActions } from './ReturnActions.tsx';

interface Props {
  /** the return shown; null: closed */
  id: number | null;
  onClose(): void;
  onChanged(): void;
}

/** One supplier return with its lines; confirm, delete and print from here. */
export function ReturnDetailModal({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const enums = usePurchaseEnums();
  const detail = useQuery({
    queryKey: supplierReturnKeys.call('detail', id),
    queryFn: () => supplierReturnApi.detail(id as number),
    enabled: id !== null,
  });
  const printing = usePrintDocument('supplierReturn');
  const doc = detail.data;
  const columns: ColumnsType<ReturnLineOutput> = [
    { title: '#', dataIndex: 'lineNo', width: 60 },
    { title: t('retailDocs.common.barcode'), dataIndex: 'barcode' },
    {
      title: t('retailDocs.common.goods'),
      dataIndex: 'goodsName',
      render: (name: string, line) => `${line.goodsCode} ${name}`,
    },
    {
      title: t('retailDocs.common.colorSize'),
      key: 'variant',
      render: (_, line) => [line.color, line.size].filter(Boolean).join(' / '),
    },
    { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
    {
      title: t('purchase.return.unitCost'),
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
    {
      title: t('purchase.return.avgCost'),
      dataIndex: 'avgCost',
      align: 'right',
      render: (value: number | null) => (value === null ? '' : <YuanText value={value} />),
    },
    { title: t('ui.remark'), dataIndex: 'remark' },
  ];
  return (
    <Modal
      open={id !== null}
      title={doc ? t('purchase.return.detailTitle', { no: doc.no }) : ''}
      width={1000}
      onCancel={onClose}
      footer={
        doc ? (
          <Space wrap>
            <ReturnActions
              doc={doc}
              link={false}
              size="middle"
              onChanged={() => {
                onChanged();
                void detail.refetch();
              }}
            />
            <Permitted code="supplierReturn:print">
              <Button
                icon={<PrinterOutlined />}
                loading={printing.busy}
                onClick={() => void printing.print(doc.id)}
              >
                {t('ui.print')}
              </Button>
            </Permitted>
            <Button onClick={onClose}>{t('ui.close')}</Button>
          </Space>
        ) : null
      }
    >
      {detail.isPending ? <Spin /> : null}
      {detail.error ? <Result status="warning" title={detail.error.message} /> : null}
      {doc ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="sr-detail">
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
            <Descriptions.Item label={t('ui.status')}>
              <span data-testid="sr-status">
                <EnumTag value={doc.status} options={enums.returnStatus} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.common.supplier')}>{doc.supplierName}</Descriptions.Item>
            <Descriptions.Item label={t('purchase.common.location')}>{doc.locationName}</Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.orderNo')}>{doc.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.receiptNo')}>{doc.receiptNo}</Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.totalAmount')}>
              <YuanText value={doc.totalAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.totalCost')}>
              {doc.totalCost === null ? '' : <YuanText value={doc.totalCost} />}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.common.creator')}>{doc.createUserName}</Descriptions.Item>
            <Descriptions.Item label={t('ui.createTime')}>
              <DateTimeText value={doc.createTime} />
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.confirmer')}>
              {doc.confirmUserName}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchase.return.confirmTime')}>
              <DateTimeText value={doc.confirmTime} />
            </Descriptions.Item>
            <Descriptions.Item label={t('ui.remark')}>{doc.remark}</Descriptions.Item>
          </Descriptions>
          <Table<ReturnLineOutput>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={doc.lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Space>
      ) : null}
      {printing.sheet}
    </Modal>
  );
}

import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { StockTransferStatus } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { stockTransferApi, stockTransferKeys } from '../../../../api/stock-transfer.ts';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { CloseModal } from '../CloseModal.tsx';
import { ReceiveModal } from '../ReceiveModal.tsx';
import { inTransit, useTransferStatuses } from '../status.ts';
import { TransferActions } from '../TransferActions.tsx';
import { TransferLinesTable } from '../TransferLinesTable.tsx';
import { useMayMove } from '../useMayMove.ts';

/** One transfer with its lines; ship, receive (in parts), close with the difference and print from here. */
export default function StockTransferDetailScreen() {
  const { t } = useTranslation();
  const statuses = useTransferStatuses();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [dialog, setDialog] = useState<'receive' | 'close' | null>(null);
  const mayMove = useMayMove();
  const detail = useQuery({
    queryKey: stockTransferKeys.call('detail', id),
    queryFn: () => stockTransferApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const printing = usePrintDocument('stockTransfer');
  // the transfer, the list and the in-transit page it came from
  const reload = useListReload(stockTransferKeys.all);

  if (detail.isPending) return <Spin />;
  if (detail.error || !detail.data)
    return <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />;
  const doc = detail.data;

  return (
    <Flex vertical gap={16} data-testid="transfer-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/stock/transfer')}>
          {t('retailDocs.common.backToList')}
        </Button>
        <Space wrap>
          <TransferActions doc={doc} link={false} size="middle" onChanged={reload} />
          {inTransit(doc.status) && mayMove(doc.toLocationId) ? (
            <Permitted code="stockTransfer:receive">
              <Button type="primary" onClick={() => setDialog('receive')} data-testid="transfer-receive">
                {t('transfer.receive')}
              </Button>
            </Permitted>
          ) : null}
          {doc.status === StockTransferStatus.PartlyReceived &&
          (mayMove(doc.toLocationId) || mayMove(doc.fromLocationId)) ? (
            <Permitted code="stockTransfer:close">
              <Button danger onClick={() => setDialog('close')} data-testid="transfer-close">
                {t('transfer.close')}
              </Button>
            </Permitted>
          ) : null}
          <Permitted code="stockTransfer:print">
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
      <Card title={`${t('menu.stockTransfer')} ${doc.no}`}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('ui.status')}>
            <span data-testid="transfer-status">
              <EnumTag value={doc.status} options={statuses} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('transfer.from')}>{doc.fromLocationName}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.to')}>{doc.toLocationName}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.totalQty')}>{doc.totalQty}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.shippedQty')}>{doc.shippedQty}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.receivedQty')}>
            <span data-testid="transfer-received">{doc.receivedQty}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('transfer.differenceQty')}>{doc.differenceQty}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.inTransitQty')}>
            <span data-testid="transfer-in-transit">{doc.inTransitQty}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('transfer.totalCost')}>
            <YuanText value={doc.totalCost} />
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.common.creator')}>{doc.createUserName}</Descriptions.Item>
          <Descriptions.Item label={t('ui.createTime')}>
            <DateTimeText value={doc.createTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('transfer.shipper')}>{doc.shipUserName}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.shipTime')}>
            <DateTimeText value={doc.shipTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('transfer.receiver')}>{doc.receiveUserName}</Descriptions.Item>
          <Descriptions.Item label={t('transfer.receiveTime')}>
            <DateTimeText value={doc.receiveTime} />
          </Descriptions.Item>
          {doc.closeTime ? (
            <Descriptions.Item label={t('transfer.closer')}>{doc.closeUserName}</Descriptions.Item>
          ) : null}
          {doc.closeTime ? (
            <Descriptions.Item label={t('transfer.closeTime')}>
              <DateTimeText value={doc.closeTime} />
            </Descriptions.Item>
          ) : null}
          {doc.closeTime ? (
            <Descriptions.Item label={t('transfer.closeReason')}>{doc.closeReason}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('ui.remark')}>{doc.remark}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('transfer.lines')}>
        <TransferLinesTable doc={doc} />
      </Card>
      {dialog === 'receive' ? (
        <ReceiveModal doc={doc} open onClose={() => setDialog(null)} onDone={reload} />
      ) : null}
      {dialog === 'close' ? (
        <CloseModal doc={doc} open onClose={() => setDialog(null)} onDone={reload} />
      ) : null}
      {printing.sheet}
    </Flex>
  );
}

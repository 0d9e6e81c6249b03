import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { stockAdjustApi, stockAdjustKeys } from '../../../../api/stock-adjust.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { YuanText } from '../../../../components/display/YuanText.tsx';
import { useDocEnums } from '../../../../components/retail-docs/enums.ts';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { AdjustActions, AwaitingApprovalTag, awaitsApproval } from '../AdjustActions.tsx';
import { AdjustApproval } from './AdjustApproval.tsx';
import { AdjustLinesTable } from '../AdjustLinesTable.tsx';
import { adjustDetailPath } from '../columns.tsx';

/** One stock adjustment document with its lines; confirm, void and print from here. */
export default function StockAdjustDetailScreen() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useQuery({
    queryKey: stockAdjustKeys.call('detail', id),
    queryFn: () => stockAdjustApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const printing = usePrintDocument('stockAdjust');
  // the document and the list it came from
  const reload = useListReload(stockAdjustKeys.all);

  if (detail.isPending) return <Spin />;
  if (detail.error || !detail.data)
    return <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />;
  const doc = detail.data;
  const related = doc.reverseOfId ?? doc.reversedById;

  return (
    <Flex vertical gap={16} data-testid="adjust-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/stock/adjust')}>
          {t('retailDocs.common.backToList')}
        </Button>
        <Space wrap>
          <AdjustActions
            doc={doc}
            link={false}
            size="middle"
            onChanged={(reversalId) => {
              reload();
              if (reversalId) void navigate(adjustDetailPath(reversalId));
            }}
          />
          <Permitted code="stockAdjust:print">
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
      <Card title={`${enums.adjustKind[doc.kind]?.label ?? ''} ${doc.no}`}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('ui.status')}>
            <span data-testid="adjust-status">
              <EnumTag value={doc.status} options={enums.adjustStatus} />
            </span>
            {awaitsApproval(doc) ? <AwaitingApprovalTag /> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.adjust.location')}>
            <span data-testid="adjust-detail-location">{doc.locationName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.adjust.supplier')}>{doc.supplierName}</Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.common.totalQty')}>{doc.totalQty}</Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.adjust.totalCost')}>
            <YuanText value={doc.totalCost} />
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.common.creator')}>{doc.createUserName}</Descriptions.Item>
          <Descriptions.Item label={t('ui.createTime')}>
            <DateTimeText value={doc.createTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.adjust.confirmer')}>
            {doc.confirmUserName}
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.adjust.confirmTime')}>
            <DateTimeText value={doc.confirmTime} />
          </Descriptions.Item>
          {related ? (
            <Descriptions.Item
              label={doc.reverseOfId ? t('retailDocs.adjust.reverseOf') : t('retailDocs.adjust.reversedBy')}
            >
              <Link to={adjustDetailPath(related)} data-testid="adjust-related">
                {t('retailDocs.adjust.openRelated')}
              </Link>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('ui.remark')}>{doc.remark}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('retailDocs.adjust.lines')}>
        <AdjustLinesTable doc={doc} />
      </Card>
      {doc.approval ? <AdjustApproval approval={doc.approval} /> : null}
      {printing.sheet}
    </Flex>
  );
}

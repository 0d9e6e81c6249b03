import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { StocktakeStatus } from '@retail/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, type InputRef, Result, Space, Spin, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { stocktakeApi, stocktakeKeys } from '../../../../api/stocktake.ts';
import { downloadFile } from '../../../../api/transfer.ts';
import { ConfirmButton } from '../../../../components/actions/ConfirmButton.tsx';
import { ExportButton } from '../../../../components/actions/ExportButton.tsx';
import { ImportButton } from '../../../../components/actions/ImportButton.tsx';
import { DateTimeText } from '../../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../../components/display/EnumTag.tsx';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { useListReload } from '../../../../components/list/useListReload.ts';
import { Permitted } from '../../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../../components/permission/usePermissions.ts';
import { usePrintDocument } from '../../../../components/print/usePrintDocument.tsx';
import { useScanFocus } from '../../../../components/scan/useScanFocus.ts';
import { stocktakeStatusOptions, uncountedLabel } from '../enums.ts';
import { CountScan } from './CountScan.tsx';
import { LinesTable } from './LinesTable.tsx';
import { PostButton } from './PostButton.tsx';
import { SummaryCard } from './SummaryCard.tsx';

type Tab = 'count' | 'report' | 'uncounted';

/**
 * One stocktake: counting (a scan box that adds 1 per code and a table whose counted quantities can be typed), the
 * variance report with its totals, the barcodes not counted; import of counts, post (with the choice for the
 * uncounted), cancel, print and export.
 */
export default function StocktakeDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = usePermissions();
  const id = Number(useParams().id);
  const detail = useQuery({
    queryKey: stocktakeKeys.call('detail', id),
    queryFn: () => stocktakeApi.detail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const reload = useListReload(stocktakeKeys.all);
  const stockReload = useListReload(stocktakeKeys.all, ['barcodeStock'], ['barcodeStockLog']);
  const printing = usePrintDocument('stocktake');
  const [chosen, setChosen] = useState<Tab | null>(null);
  const scanInput = useRef<InputRef>(null);
  const countArea = useRef<HTMLDivElement>(null);
  const doc = detail.data;
  const counting = doc?.status === StocktakeStatus.Counting;
  const canCount = counting && auth.has('stocktake:count');
  const tab: Tab = chosen && (chosen !== 'count' || canCount) ? chosen : canCount ? 'count' : 'report';
  useScanFocus(scanInput, countArea, canCount && tab === 'count');

  if (detail.isPending) return <Spin />;
  if (detail.error || !doc) return <Result status="warning" title={detail.error?.message ?? t('ui.empty')} />;
  const refresh = () => void reload();

  const template = async () => {
    try {
      await downloadFile(stocktakeApi.templateUrl, {}, 'stocktake-template.xlsx');
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const tabs = [
    ...(canCount
      ? [
          {
            key: 'count',
            label: t('stocktake.tabs.count'),
            children: (
              <Flex vertical gap={12} ref={countArea}>
                <CountScan
                  stocktakeId={doc.id}
                  active={tab === 'count'}
                  inputRef={scanInput}
                  onCounted={refresh}
                />
                <LinesTable doc={doc} editable onCounted={refresh} testId="stocktake-count-lines" />
              </Flex>
            ),
          },
        ]
      : []),
    {
      key: 'report',
      label: t('stocktake.tabs.report'),
      children: (
        <Flex vertical gap={12}>
          <SummaryCard summary={doc.summary} />
          <LinesTable
            doc={doc}
            editable={false}
            onCounted={refresh}
            testId="stocktake-report-lines"
            toolbar={
              <Permitted code="stocktake:export">
                <ExportButton
                  url={stocktakeApi.linesExportUrl}
                  body={{ id: doc.id }}
                  fileName="stocktake-variance.xlsx"
                >
                  {t('stocktake.exportReport')}
                </ExportButton>
              </Permitted>
            }
          />
        </Flex>
      ),
    },
    {
      key: 'uncounted',
      label: t('stocktake.tabs.uncounted', { count: doc.summary.uncountedCount }),
      children: (
        <LinesTable
          doc={doc}
          editable={false}
          initialState="uncounted"
          onCounted={refresh}
          testId="stocktake-uncounted-lines"
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="stocktake-detail">
      <Flex justify="space-between" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/stock/take')}>
          {t('retailDocs.common.backToList')}
        </Button>
        <Space wrap>
          {counting ? (
            <Permitted code="stocktake:count">
              <Button icon={<DownloadOutlined />} onClick={() => void template()}>
                {t('stocktake.template')}
              </Button>
              <ImportButton url={stocktakeApi.importUrl(doc.id)} accept=".xlsx" onImported={refresh}>
                {t('stocktake.importCounts')}
              </ImportButton>
            </Permitted>
          ) : null}
          {counting ? (
            <Permitted code="stocktake:post">
              <PostButton doc={doc} onPosted={() => void stockReload()} />
            </Permitted>
          ) : null}
          {counting ? (
            <Permitted code="stocktake:cancel">
              <ConfirmButton
                danger
                question={t('stocktake.cancelQuestion', { no: doc.no })}
                doneText={t('stocktake.cancelled')}
                onConfirm={async () => {
                  await stocktakeApi.cancel(doc.id);
                  refresh();
                }}
                data-testid="stocktake-cancel"
              >
                {t('stocktake.cancel')}
              </ConfirmButton>
            </Permitted>
          ) : null}
          <Permitted code="stocktake:print">
            <Button
              icon={<PrinterOutlined />}
              loading={printing.busy}
              onClick={() => void printing.print(doc.id)}
              data-testid="stocktake-print"
            >
              {t('stocktake.printReport')}
            </Button>
          </Permitted>
        </Space>
      </Flex>
      <Card title={`${t('menu.stocktakeDetail')} ${doc.no}`}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('ui.status')}>
            <span data-testid="stocktake-status">
              <EnumTag value={doc.status} options={stocktakeStatusOptions()} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('stocktake.location')}>{doc.locationName}</Descriptions.Item>
          <Descriptions.Item label={t('stocktake.scope')}>
            {doc.categoryId ? doc.categoryName : t('stocktake.allGoods')}
          </Descriptions.Item>
          <Descriptions.Item label={t('stocktake.freezeTime')}>
            <DateTimeText value={doc.freezeTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('stocktake.progress')}>
            {doc.countedCount} / {doc.lineCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('retailDocs.common.creator')}>{doc.createUserName}</Descriptions.Item>
          {doc.postedTime ? (
            <>
              <Descriptions.Item label={t('stocktake.postedUser')}>{doc.postedUserName}</Descriptions.Item>
              <Descriptions.Item label={t('stocktake.postedTime')}>
                <DateTimeText value={doc.postedTime} />
              </Descriptions.Item>
              <Descriptions.Item label={t('stocktake.uncountedChoice')}>
                {uncountedLabel(doc.uncounted)}
              </Descriptions.Item>
            </>
          ) : null}
          <Descriptions.Item label={t('ui.remark')}>{doc.remark}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs activeKey={tab} onChange={(key) => setChosen(key as Tab)} items={tabs} destroyOnHidden />
      </Card>
      {printing.sheet}
    </Flex>
  );
}

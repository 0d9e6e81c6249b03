import { PlusOutlined } from '@ant-design/icons';
import { StockAdjustKind, StockAdjustStatus } from '@retail/contracts';
import type {
  AdjustDetailOutput,
  AdjustFilterBody,
  AdjustOutput,
} from '@retail/contracts/api/retail/stock-adjust';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stockAdjustApi, stockAdjustKeys } from '../../../api/stock-adjust.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { AdjustActions, awaitsApproval } from './AdjustActions.tsx';
import { AdjustFormModal } from './AdjustFormModal.tsx';
import { adjustColumns, adjustDetailPath } from './columns.tsx';
import { AdjustFilters } from './filters.tsx';

const NEW_KINDS = [
  [StockAdjustKind.Receive, 'receive'],
  [StockAdjustKind.Issue, 'issue'],
  [StockAdjustKind.Stocktake, 'stocktake'],
] as const;

/** Stock adjustment orders: receive, issue and stocktake documents, draft → confirmed → voided by reversal. */
export default function StockAdjustList() {
  const { t } = useTranslation();
  const enums = useDocEnums();
  const auth = usePermissions();
  const navigate = useNavigate();
  const dialog = useDialogRow<AdjustDetailOutput>();
  const reload = useListReload(stockAdjustKeys.all);

  const edit = async (doc: AdjustOutput) => {
    try {
      dialog.edit(await stockAdjustApi.detail(doc.id));
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ColumnsType<AdjustOutput> = [
    ...adjustColumns(t, enums, auth.has('stockAdjust:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, doc) => (
        <Space size={0} wrap>
          <Permitted code="stockAdjust:detail">
            <Button type="link" size="small" onClick={() => void navigate(adjustDetailPath(doc.id))}>
              {t('ui.detail')}
            </Button>
          </Permitted>
          {doc.status === StockAdjustStatus.Draft && !awaitsApproval(doc) ? (
            <Permitted code="stockAdjust:update">
              <Button
                type="link"
                size="small"
                onClick={() => void edit(doc)}
                data-testid={`adjust-edit-${doc.no}`}
              >
                {t('ui.edit')}
              </Button>
            </Permitted>
          ) : null}
          <AdjustActions doc={doc} onChanged={reload} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdjustOutput, AdjustFilterBody>
        queryKey={stockAdjustKeys.call('page')}
        fetchPage={stockAdjustApi.page}
        columns={columns}
        filters={<AdjustFilters />}
        toolbar={({ query }) => (
          <>
            {NEW_KINDS.map(([kind, name]) => (
              <Permitted key={kind} code="stockAdjust:add">
                <Button
                  type={kind === StockAdjustKind.Receive ? 'primary' : 'default'}
                  icon={<PlusOutlined />}
                  onClick={() => dialog.add({ kind })}
                  data-testid={`adjust-new-${name}`}
                >
                  {t('retailDocs.adjust.new', { kind: enums.adjustKind[kind].label })}
                </Button>
              </Permitted>
            ))}
            <Permitted code="stockAdjust:export">
              <ExportButton
                url={stockAdjustApi.exportUrl}
                body={exportFilters(query)}
                fileName="stock-adjust.xlsx"
              />
            </Permitted>
          </>
        )}
      />
      <AdjustFormModal
        row={dialog.row}
        preset={dialog.preset}
        open={dialog.open}
        onClose={dialog.close}
        onSaved={reload}
      />
    </>
  );
}

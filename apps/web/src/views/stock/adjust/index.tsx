import { PlusOutlined } from '@ant-design/icons';
import { StockAdjustKind, StockAdjustStatus } from '@retail/contracts';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type StockAdjust,
  type StockAdjustDetail,
  type StockAdjustFilters,
  stockAdjustApi,
} from '../../../api/stock-adjust.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { feedback } from '../../../components/feedback/feedback.ts';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { filtersOf } from '../../../components/retail-docs/exportBody.ts';
import { AdjustActions } from './AdjustActions.tsx';
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
  const auth = useAuth();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [form, setForm] = useState<{ kind: StockAdjustKind; editing?: StockAdjustDetail } | null>(null);
  const reload = () => list.current?.reload();

  const edit = async (doc: StockAdjust) => {
    try {
      setForm({ kind: doc.kind, editing: await stockAdjustApi.detail(doc.id) });
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ColumnsType<StockAdjust> = [
    ...adjustColumns(t, enums, auth.has('stockAdjust:detail')),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, doc) => (
        <Space size={0} wrap>
          <Auth code="stockAdjust:detail">
            <Button type="link" size="small" onClick={() => void navigate(adjustDetailPath(doc.id))}>
              {t('ui.detail')}
            </Button>
          </Auth>
          {doc.status === StockAdjustStatus.Draft ? (
            <Auth code="stockAdjust:update">
              <Button
                type="link"
                size="small"
                onClick={() => void edit(doc)}
                data-testid={`adjust-edit-${doc.no}`}
              >
                {t('ui.edit')}
              </Button>
            </Auth>
          ) : null}
          <AdjustActions doc={doc} onChanged={reload} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<StockAdjust, StockAdjustFilters>
        ref={list}
        queryKey="stockAdjust"
        fetchPage={stockAdjustApi.page}
        columns={columns}
        filters={<AdjustFilters />}
        toolbar={({ query }) => (
          <>
            {NEW_KINDS.map(([kind, name]) => (
              <Auth key={kind} code="stockAdjust:add">
                <Button
                  type={kind === StockAdjustKind.Receive ? 'primary' : 'default'}
                  icon={<PlusOutlined />}
                  onClick={() => setForm({ kind })}
                  data-testid={`adjust-new-${name}`}
                >
                  {t('retailDocs.adjust.new', { kind: enums.adjustKind[kind].label })}
                </Button>
              </Auth>
            ))}
            <Auth code="stockAdjust:export">
              <ExportButton
                url={stockAdjustApi.exportUrl}
                body={filtersOf(query)}
                fileName="stock-adjust.xlsx"
              />
            </Auth>
          </>
        )}
      />
      <AdjustFormModal
        kind={form?.kind ?? null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={reload}
      />
    </>
  );
}

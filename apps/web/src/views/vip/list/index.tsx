import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Vip, type VipFilters as Filters, vipApi } from '../../../api/vip.ts';
import { downloadFile } from '../../../api/transfer.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ImportButton } from '../../../components/actions/ImportButton.tsx';
import { Auth } from '../../../components/auth/Auth.tsx';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { filtersOf } from '../../../components/retail-docs/exportBody.ts';
import { vipColumns } from './columns.tsx';
import { VipFilters } from './filters.tsx';
import { TopUpModal } from './TopUpModal.tsx';
import { useVipLevels } from './useVipLevels.ts';
import { VipDetailDrawer } from './VipDetailDrawer.tsx';
import { VipFormModal } from './VipFormModal.tsx';

const XLSX = '.xlsx';

/** Members: CRUD, top-up with bonus, balance history, goods ranking, Excel import and export. */
export default function VipList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const levels = useVipLevels();
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<Vip | null | undefined>(undefined);
  const [toppingUp, setToppingUp] = useState<Vip | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  const statuses = useMemo(() => {
    const tags: Record<number, EnumOption & { label: string }> = {
      1: { label: t('ui.enable'), color: 'success' },
      2: { label: t('ui.disable'), color: 'default' },
    };
    return { tags, options: [1, 2].map((value) => ({ value, label: tags[value]?.label ?? '' })) };
  }, [t]);

  const reload = () => {
    list.current?.reload();
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const head = query.queryKey[0];
        return head === 'vip' || (typeof head === 'string' && head.startsWith('vipBalanceLog'));
      },
    });
  };
  const template = async () => {
    try {
      await downloadFile(vipApi.templateUrl, {}, 'vip-template.xlsx');
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ColumnsType<Vip> = [
    ...vipColumns(t, levels.tags, statuses.tags),
    actionColumn((vip) => (
      <RowActions
        name={`${vip.name} ${vip.cardNo}`}
        editCode="vip:update"
        deleteCode="vip:delete"
        onEdit={() => setEditing(vip)}
        onDelete={() => vipApi.delete(vip.id)}
        onDeleted={reload}
        before={
          <>
            <ActionLink
              code="vip:detail"
              onClick={() => setViewing(vip.id)}
              data-testid={`vip-view-${vip.cardNo}`}
            >
              {t('ui.detail')}
            </ActionLink>
            <ActionLink
              code="vip:topUp"
              onClick={() => setToppingUp(vip)}
              data-testid={`vip-topup-${vip.cardNo}`}
            >
              {t('retailDocs.vip.topUp')}
            </ActionLink>
          </>
        }
      />
    )),
  ];

  return (
    <>
      <ListPage<Vip, Filters>
        ref={list}
        queryKey="vip"
        fetchPage={vipApi.page}
        columns={columns}
        filters={<VipFilters levels={levels} statuses={statuses.options} />}
        toolbar={({ query }) => (
          <>
            <Auth code="vip:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing(null)}
                data-testid="vip-add"
              >
                {t('ui.add')}
              </Button>
            </Auth>
            <Auth code="vip:import">
              <ImportButton url={vipApi.importUrl} accept={XLSX} onImported={reload} />
            </Auth>
            <Auth code="vip:import">
              <Button onClick={() => void template()}>{t('ui.template')}</Button>
            </Auth>
            <Auth code="vip:export">
              <ExportButton url={vipApi.exportUrl} body={filtersOf(query)} fileName="vip.xlsx" />
            </Auth>
          </>
        )}
      />
      <VipFormModal
        editing={editing}
        levels={levels}
        onClose={() => setEditing(undefined)}
        onSaved={reload}
      />
      <TopUpModal vip={toppingUp} onClose={() => setToppingUp(null)} onSaved={reload} />
      <VipDetailDrawer vipId={viewing} levels={levels.tags} onClose={() => setViewing(null)} />
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { VipFilterBody, VipOutput } from '@retail/contracts/api/retail/vip';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vipApi, vipKeys } from '../../../api/vip.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { ImportButton } from '../../../components/actions/ImportButton.tsx';
import { TemplateButton } from '../../../components/actions/TemplateButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, RowActions } from '../../../components/list/RowActions.tsx';
import { exportFilters } from '../../../api/retail-filters.ts';
import { vipColumns } from './columns.tsx';
import { VipFilters } from './filters.tsx';
import { TopUpModal } from './TopUpModal.tsx';
import { usePrintDocument } from '../../../components/print/usePrintDocument.tsx';
import { useVipLevels } from './useVipLevels.ts';
import { VipDetailDrawer } from './VipDetailDrawer.tsx';
import { VipFormModal } from './VipFormModal.tsx';

const XLSX = '.xlsx';

/** Members: CRUD, top-up with bonus, balance history, goods ranking, Excel import and export. */
export default function VipList() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const dialog = useDialogRow<VipOutput>();
  const [toppingUp, setToppingUp] = useState<VipOutput | null>(null);
  const slip = usePrintDocument('vipTopUp');
  const [viewing, setViewing] = useState<number | null>(null);

  const statuses = useMemo(() => {
    const tags: Record<number, EnumOption & { label: string }> = {
      1: { label: t('ui.enable'), color: 'success' },
      2: { label: t('ui.disable'), color: 'default' },
    };
    return { tags, options: [1, 2].map((value) => ({ value, label: tags[value]?.label ?? '' })) };
  }, [t]);

  // the list, and the member's detail, history and ranking
  const reload = useListReload(vipKeys.all);

  const columns: ColumnsType<VipOutput> = [
    ...vipColumns(t, levels.tags, statuses.tags),
    actionColumn((vip) => (
      <RowActions
        name={`${vip.name} ${vip.cardNo}`}
        editCode="vip:update"
        deleteCode="vip:delete"
        onEdit={() => dialog.edit(vip)}
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
      <ListPage<VipOutput, VipFilterBody>
        queryKey={vipKeys.call('page')}
        fetchPage={vipApi.page}
        columns={columns}
        filters={<VipFilters levels={levels} statuses={statuses.options} />}
        toolbar={({ query }) => (
          <>
            <Permitted code="vip:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => dialog.add()}
                data-testid="vip-add"
              >
                {t('ui.add')}
              </Button>
            </Permitted>
            <Permitted code="vip:import">
              <ImportButton url={vipApi.importUrl} accept={XLSX} onImported={reload} />
            </Permitted>
            <Permitted code="vip:import">
              <TemplateButton url={vipApi.templateUrl} fileName="vip-template.xlsx" />
            </Permitted>
            <Permitted code="vip:export">
              <ExportButton url={vipApi.exportUrl} body={exportFilters(query)} fileName="vip.xlsx" />
            </Permitted>
          </>
        )}
      />
      <VipFormModal
        row={dialog.row}
        open={dialog.open}
        levels={levels}
        onClose={dialog.close}
        onSaved={reload}
      />
      <TopUpModal
        vip={toppingUp}
        onClose={() => setToppingUp(null)}
        onSaved={reload}
        onPrintSlip={(logId) => void slip.print(logId)}
      />
      {slip.sheet}
      <VipDetailDrawer vipId={viewing} levels={levels.tags} onClose={() => setViewing(null)} />
    </>
  );
}

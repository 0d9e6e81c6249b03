import type { WechatUserOutput } from '@retail/contracts/api/system/wechat-user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BoundChoice,
  wechatUserApi,
  wechatUserKeys,
  type WechatUserFilters,
  wechatUserQuery,
} from '../../../api/system/wechat-user.ts';
import { exportFilters } from '../../../api/retail-filters.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { BindVipModal } from './BindVipModal.tsx';
import { displayName, vipLabel, wechatUserColumns } from './columns.tsx';
import { RemarkModal } from './RemarkModal.tsx';
import { WechatUserDetail } from './WechatUserDetail.tsx';

const BOUND_CHOICES: readonly BoundChoice[] = ['yes', 'no'];
/** 1 official account, 2 mini-program, 3 web (the contract's values; the web imports no zod at run time) */
const PLATFORM_TYPES = [1, 2, 3] as const;

/**
 * WeChat users (the WeChat plugin): members who signed in with the shop's official account or mini-program; find
 * them, see their profile, bind them to a member or unbind them, note a remark, delete, export.
 */
export default function WechatUserScreen() {
  const { t } = useTranslation();
  const reload = useListReload(wechatUserKeys.all);
  const remark = useDialogRow<WechatUserOutput>();
  const [binding, setBinding] = useState<WechatUserOutput | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  const columns = [
    ...wechatUserColumns(t, (row) => setViewing(row.id)),
    actionColumn<WechatUserOutput>((row) => {
      const name = displayName(row, t);
      return (
        <RowActions
          name={name}
          editCode="sysWechatUser:update"
          deleteCode="sysWechatUser:delete"
          onEdit={() => remark.edit(row)}
          onDelete={() => wechatUserApi.delete(row.id)}
          onDeleted={reload}
          deleteQuestion={`${t('ui.confirmDelete', { name })} ${t('wechat.confirmDeleteHint')}`}
          before={
            <>
              <ActionLink
                code="sysWechatUser:bind"
                onClick={() => setBinding(row)}
                data-testid={`wechat-bind-${row.openId}`}
              >
                {row.vipId === null ? t('wechat.bind') : t('wechat.rebind')}
              </ActionLink>
              {row.vipId === null ? null : (
                <ConfirmLink
                  code="sysWechatUser:bind"
                  question={t('wechat.confirmUnbind', { name, vip: vipLabel(row) ?? row.vipId })}
                  doneText={t('wechat.unbound')}
                  onConfirm={async () => {
                    await wechatUserApi.unbind(row.id);
                    reload();
                  }}
                  data-testid={`wechat-unbind-${row.openId}`}
                >
                  {t('wechat.unbind')}
                </ConfirmLink>
              )}
            </>
          }
        />
      );
    }),
  ];

  return (
    <>
      <ListPage<WechatUserOutput, WechatUserFilters>
        queryKey={wechatUserKeys.call('page')}
        fetchPage={(input, signal) => wechatUserApi.page(wechatUserQuery(input), signal)}
        columns={columns}
        filters={
          <>
            <TextFilters
              fields={[
                ['nickName', t('wechat.nickName')],
                ['phoneNumber', t('wechat.phoneNumber')],
              ]}
            />
            <ChoiceFilter
              name="platformType"
              label={t('wechat.platformType')}
              values={PLATFORM_TYPES}
              text={(v) => t(`wechat.platformTypes.${v}`)}
              width={130}
            />
            <ChoiceFilter
              name="bound"
              label={t('wechat.bound')}
              values={BOUND_CHOICES}
              text={(v) => t(`wechat.bounds.${v}`)}
            />
          </>
        }
        toolbar={({ query }) => (
          <Permitted code="sysWechatUser:export">
            <ExportButton
              url={wechatUserApi.exportUrl}
              body={wechatUserQuery(exportFilters(query))}
              fileName="wechat-users.xlsx"
            />
          </Permitted>
        )}
      />
      <RemarkModal open={remark.open} row={remark.row} onClose={remark.close} onSaved={reload} />
      <BindVipModal row={binding} onClose={() => setBinding(null)} onSaved={reload} />
      <WechatUserDetail id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

import type { TenantOutput, TenantPageBody } from '@retail/contracts/api/system/tenant';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { tenantApi, tenantKeys } from '../../../api/system/tenant.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { ActionLink, ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { OneTimeSecret, type Secret } from '../admin-kit/OneTimeSecret.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { TenantForm } from './TenantForm.tsx';
import { TenantMenuGrant } from './TenantMenuGrant.tsx';

/** Tenants (platform): each with its own root organisation, administrator and menu grant. */
export default function TenantScreen() {
  const { t } = useTranslation();
  const reload = useListReload(tenantKeys.all);
  const dialog = useDialogRow<TenantOutput>();
  const { edit } = dialog;
  const [granting, setGranting] = useState<TenantOutput | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);

  const columns = useMemo<ColumnsType<TenantOutput>>(
    () => [
      { title: t('system.tenant.name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('system.tenant.adminAccount'), dataIndex: 'adminAccount' },
      { title: t('system.tenant.phone'), dataIndex: 'phone', key: 'phone', sorter: true },
      { title: t('system.tenant.email'), dataIndex: 'email' },
      { title: t('system.tenant.host'), dataIndex: 'host' },
      statusColumn<TenantOutput>({
        code: 'sysTenant:setStatus',
        askIn: 'tenant',
        name: (row) => row.name,
        setStatus: tenantApi.setStatus,
        onChanged: reload,
        sortable: true,
      }),
      { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
      {
        title: t('ui.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        sorter: true,
        render: (v: string) => <DateTimeText value={v} />,
      },
      actionColumn((row) => (
        <RowActions
          name={row.name}
          editCode="sysTenant:update"
          deleteCode="sysTenant:delete"
          deleteQuestion={t('system.tenant.deleteQuestion', { name: row.name })}
          onEdit={() => edit(row)}
          onDelete={() => tenantApi.delete(row.id)}
          onDeleted={reload}
        >
          <ActionLink code="sysTenant:grantMenu" onClick={() => setGranting(row)}>
            {t('system.tenant.grantMenu')}
          </ActionLink>
          <ConfirmLink
            code="sysTenant:resetPwd"
            question={t('system.tenant.resetQuestion', {
              name: row.name,
              account: row.adminAccount ?? '',
            })}
            onConfirm={async () => {
              const credential = await tenantApi.resetPwd(row.id);
              setSecret({ account: credential.adminAccount, password: credential.password });
            }}
          >
            {t('system.common.resetPwd')}
          </ConfirmLink>
        </RowActions>
      )),
    ],
    [t, edit, reload],
  );

  return (
    <div className="sys-tenant">
      <ListPage<TenantOutput, PageFilters<TenantPageBody>>
        queryKey={tenantKeys.call('page')}
        fetchPage={(input, signal) => tenantApi.page(input, signal)}
        columns={columns}
        filters={
          <TextFilters
            fields={[
              ['name', t('system.tenant.name')],
              ['phone', t('system.tenant.phone')],
            ]}
          />
        }
        toolbar={<AddButton code="sysTenant:add" onClick={dialog.add} />}
      />
      <TenantForm
        tenant={dialog.row}
        open={dialog.open}
        onClose={dialog.close}
        onSaved={reload}
        onCreated={(c) => setSecret({ account: c.adminAccount, password: c.password })}
      />
      <TenantMenuGrant tenant={granting} onClose={() => setGranting(null)} />
      <OneTimeSecret secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

import type { UserPageBody, UserPageItem } from '@retail/contracts/api/system/user';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { userApi, userKeys } from '../../../api/system/user.ts';
import { ExportButton } from '../../../components/actions/ExportButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { OneTimeSecret, type Secret } from '../admin-kit/OneTimeSecret.tsx';
import { OrgTreePanel } from './OrgTreePanel.tsx';
import { UserActions } from './UserActions.tsx';
import { UserForm } from './UserForm.tsx';
import { userColumns } from './columns.tsx';
import './user.css';

/** Users of the tenant within the caller's data scope, with the organisation tree beside them. */
export default function UserScreen() {
  const { t, i18n } = useTranslation();
  const [orgId, setOrgId] = useState<number | undefined>(undefined);
  const dialog = useDialogRow<UserPageItem>();
  const [secret, setSecret] = useState<Secret | null>(null);
  // every org's cached pages: a change can move a user between them
  const reload = useListReload(userKeys.all);
  const columns = useMemo(
    () =>
      userColumns(reload, (row) => (
        <UserActions
          row={row}
          onEdit={dialog.edit}
          onPassword={(account, password) => setSecret({ account, password })}
          reload={reload}
        />
      )),
    // the columns' texts follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, reload],
  );
  return (
    <Flex gap={12} className="sys-user" align="flex-start">
      <OrgTreePanel selected={orgId} onSelect={setOrgId} />
      <div className="sys-user-list">
        <ListPage<UserPageItem, PageFilters<UserPageBody>>
          // the org picked in the tree is part of the query: each org has its own cached pages
          queryKey={userKeys.call('page', orgId ?? 'all')}
          fetchPage={(input, signal) => userApi.page({ ...input, orgId }, signal)}
          columns={columns}
          filters={
            <>
              <TextFilters
                fields={[
                  ['account', t('system.user.account')],
                  ['realName', t('system.user.realName')],
                  ['phone', t('system.user.phone')],
                ]}
              />
              <StatusFilter />
            </>
          }
          toolbar={({ query }) => (
            <>
              <AddButton code="sysUser:add" onClick={dialog.add} />
              <Permitted code="sysUser:export">
                <ExportButton url={userApi.exportUrl} body={{ ...query, orgId }} fileName="users.xlsx" />
              </Permitted>
            </>
          )}
        />
      </div>
      <UserForm
        user={dialog.row}
        open={dialog.open}
        defaultOrgId={orgId}
        onClose={dialog.close}
        onSaved={reload}
        onCreated={(account, password) => setSecret({ account, password })}
      />
      <OneTimeSecret secret={secret} onClose={() => setSecret(null)} />
    </Flex>
  );
}

import type {
  OpenAccessOutput,
  OpenAccessPageBody,
  OpenAccessSecretOutput,
} from '@retail/contracts/api/system/open-access';
import { Button, Form, Input, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { openAccessApi, openAccessKeys } from '../../../api/system/open-access.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { StatusFilter } from '../../../components/list/StatusFilter.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { OneTimeSecret, type Secret } from '../admin-kit/OneTimeSecret.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { OpenAccessForm } from './OpenAccessForm.tsx';
import { SignHelp } from './SignHelp.tsx';

/** Open access: API keys acting as a user of the tenant, their one-time secrets, and how to sign calls. */
export default function OpenAccessScreen() {
  const { t } = useTranslation();
  const reload = useListReload(openAccessKeys.all);
  const dialog = useDialogRow<OpenAccessOutput>();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const showSecret = (s: OpenAccessSecretOutput) =>
    setSecret({ account: s.accessKey, password: s.accessSecret });

  const columns: ColumnsType<OpenAccessOutput> = [
    {
      title: t('openAccess.accessKey'),
      dataIndex: 'accessKey',
      key: 'accessKey',
      sorter: true,
      render: (key: string, row) => (
        <>
          <Typography.Text code copyable>
            {key}
          </Typography.Text>
          <Typography.Text type="secondary"> ···{row.secretHint}</Typography.Text>
        </>
      ),
    },
    {
      title: t('openAccess.bindUser'),
      dataIndex: 'bindUserAccount',
      render: (account: string | null, row) => `${account ?? row.bindUserId} (${row.bindUserName ?? ''})`,
    },
    {
      title: t('openAccess.scopes'),
      dataIndex: 'scopes',
      render: (scopes: string[]) => (
        <Tooltip title={scopes.join(', ')}>
          <Tag>{t('openAccess.scopeCount', { count: scopes.length })}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('openAccess.allowedIps'),
      dataIndex: 'allowedIps',
      render: (ips: string[]) => (ips.length === 0 ? t('openAccess.anyAddress') : ips.join(', ')),
    },
    {
      title: t('openAccess.expireTime'),
      dataIndex: 'expireTime',
      key: 'expireTime',
      sorter: true,
      render: (time: string | null) => time ?? t('openAccess.never'),
    },
    statusColumn<OpenAccessOutput>({
      code: 'sysOpenAccess:update',
      name: (row) => row.accessKey,
      setStatus: openAccessApi.setStatus,
      onChanged: reload,
    }),
    timeColumn(t('openAccess.lastUsed'), 'lastUsedTime', { sortable: true }),
    { title: t('openAccess.remark'), dataIndex: 'remark', ellipsis: true },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => (
      <RowActions
        name={row.accessKey}
        editCode="sysOpenAccess:update"
        deleteCode="sysOpenAccess:delete"
        onEdit={() => dialog.edit(row)}
        onDelete={() => openAccessApi.delete(row.id)}
        onDeleted={reload}
      >
        <ConfirmLink
          code="sysOpenAccess:update"
          question={t('openAccess.confirmRotate', { name: row.accessKey })}
          onConfirm={async () => {
            showSecret(await openAccessApi.rotate(row.id));
            reload();
          }}
        >
          {t('openAccess.rotate')}
        </ConfirmLink>
      </RowActions>
    )),
  ];

  return (
    <>
      <ListPage<OpenAccessOutput, PageFilters<OpenAccessPageBody>>
        queryKey={openAccessKeys.call('page')}
        fetchPage={(input, signal) => openAccessApi.page(input, signal)}
        columns={columns}
        filters={
          <>
            <Form.Item name="accessKey" label={t('openAccess.accessKey')}>
              <Input allowClear />
            </Form.Item>
            <StatusFilter />
          </>
        }
        toolbar={
          <>
            <AddButton code="sysOpenAccess:add" onClick={dialog.add}>
              {t('openAccess.add')}
            </AddButton>
            <Button onClick={() => setHelpOpen(true)}>{t('openAccess.help')}</Button>
          </>
        }
      />
      <OpenAccessForm
        open={dialog.open}
        row={dialog.row}
        onClose={dialog.close}
        onSaved={reload}
        onAdded={showSecret}
      />
      <OneTimeSecret
        secret={secret}
        onClose={() => setSecret(null)}
        labels={{
          title: t('openAccess.secretTitle'),
          notice: t('openAccess.secretOnce'),
          account: 'accessKey',
          password: 'accessSecret',
        }}
      />
      <SignHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}

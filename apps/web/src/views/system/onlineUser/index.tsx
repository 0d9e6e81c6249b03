import type { OnlinePageBody, OnlineUserOutput } from '@retail/contracts/api/system/online-user';
import { Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { onlineUserApi, onlineUserKeys } from '../../../api/system/online-user.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { timeColumn } from '../../../components/list/columns.tsx';

const REFRESH_MS = 5000;

/** Who is connected right now (one row per browser tab); force offline ends that sign-in at once. */
export default function OnlineUserScreen() {
  const { t } = useTranslation();
  const reload = useListReload(onlineUserKeys.all);

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const columns: ColumnsType<OnlineUserOutput> = [
    { title: t('system.online.userName'), dataIndex: 'userName', key: 'userName', sorter: true },
    { title: t('system.online.realName'), dataIndex: 'realName', key: 'realName', sorter: true },
    timeColumn(t('system.online.time'), 'time', { sortable: true }),
    { title: t('system.online.ip'), dataIndex: 'ip' },
    { title: t('system.online.browser'), dataIndex: 'browser' },
    { title: t('system.online.os'), dataIndex: 'os' },
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Permitted code="sysOnlineUser:forceOffline">
          <ConfirmButton
            type="link"
            size="small"
            danger
            question={t('system.online.confirmForceOffline', { name: row.realName || row.userName })}
            doneText={t('system.common.forcedOffline')}
            onConfirm={async () => {
              await onlineUserApi.forceOffline(row.sessionId);
              reload();
            }}
          >
            {t('system.common.forceOffline')}
          </ConfirmButton>
        </Permitted>
      ),
    },
  ];

  return (
    <ListPage<OnlineUserOutput, PageFilters<OnlinePageBody>>
      queryKey={onlineUserKeys.call('page')}
      fetchPage={onlineUserApi.page}
      columns={columns}
      rowKey="connectionId"
      filters={
        <>
          <Form.Item name="userName" label={t('system.online.userName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="realName" label={t('system.online.realName')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={<Typography.Text type="secondary">{t('system.online.autoRefresh')}</Typography.Text>}
    />
  );
}

import type { OwnSessionOutput } from '@retail/contracts/api/system/auth';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../../../../../../api/auth.ts';
import { accountApi } from '../../../../../../api/system/account.ts';
import { ConfirmButton } from '../../../../../../components/actions/ConfirmButton.tsx';
import { DateTimeText } from '../../../../../../components/display/DateTimeText.tsx';
import { useListReload } from '../../../../../../components/list/useListReload.ts';

/** The account's active sign-ins; any other than this one can be signed out. */
export function SessionList() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: authKeys.call('ownSessions'),
    queryFn: ({ signal }) => accountApi.sessions(signal),
  });
  const reload = useListReload(authKeys.call('ownSessions'));
  return (
    <Table<OwnSessionOutput>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data ?? []}
      pagination={false}
      locale={{ emptyText: t('ui.empty') }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('system.center.device'),
          key: 'device',
          render: (_: unknown, s) => (
            <>
              {s.browser} / {s.os}{' '}
              {s.current ? <Tag color="green">{t('system.center.thisDevice')}</Tag> : null}
            </>
          ),
        },
        { title: t('system.center.ip'), dataIndex: 'ip' },
        {
          title: t('system.center.signedInAt'),
          dataIndex: 'createTime',
          render: (v: string) => <DateTimeText value={v} />,
        },
        {
          title: t('system.center.lastSeen'),
          dataIndex: 'lastSeenTime',
          render: (v: string | null) => <DateTimeText value={v} />,
        },
        {
          title: t('ui.actions'),
          key: 'actions',
          render: (_: unknown, s) =>
            s.current ? null : (
              <ConfirmButton
                type="link"
                size="small"
                danger
                question={t('system.center.signOutQuestion')}
                doneText={t('system.center.signedOut')}
                onConfirm={async () => {
                  await accountApi.signOutSession(s.id);
                  await reload();
                }}
              >
                {t('system.center.signOut')}
              </ConfirmButton>
            ),
        },
      ]}
    />
  );
}

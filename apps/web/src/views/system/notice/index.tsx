import type { NoticeOutput, NoticePageBody } from '@retail/contracts/api/system/notice';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { noticeApi, noticeKeys } from '../../../api/system/notice.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { RangeFilter } from '../admin-kit/RangeFilter.tsx';
import { ConfirmLink, RowActions } from '../../../components/list/RowActions.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { splitRange, type WithRange } from '../admin-kit/timeRange.ts';
import { NoticeForm } from './NoticeForm.tsx';
import { NoticeView } from './NoticeView.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { NoticeSearchFields, NoticeTitleLink, NoticeTypeTag } from './NoticeParts.tsx';
import { isNoticeStatus, NOTICE_STATUSES, STATUS_COLORS } from './options.ts';
import { timeColumn } from '../../../components/list/columns.tsx';

/** Notices: write (rich text), publish to every user of the tenant, withdraw, delete. */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const reload = useListReload(noticeKeys.all);
  const dialog = useDialogRow<NoticeOutput>();
  const [viewing, setViewing] = useState<NoticeOutput | null>(null);

  const columns: ColumnsType<NoticeOutput> = [
    {
      title: t('system.notice.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      render: (title: string, row) => <NoticeTitleLink title={title} onOpen={() => setViewing(row)} />,
    },
    {
      title: t('system.notice.type'),
      dataIndex: 'type',
      render: (type: NoticeOutput['type']) => <NoticeTypeTag type={type} />,
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: NoticeOutput['status']) =>
        isNoticeStatus(status) ? (
          <Tag color={STATUS_COLORS[status]}>{t(`system.notice.statuses.${status}`)}</Tag>
        ) : (
          <Tag>{status}</Tag>
        ),
    },
    { title: t('system.notice.publicUser'), dataIndex: 'publicUserName' },
    timeColumn(t('system.notice.publicTime'), 'publicTime', { sortable: true }),
    timeColumn(t('system.notice.cancelTime'), 'cancelTime'),
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    actionColumn((row) => {
      const published = row.status === 1;
      return (
        <RowActions
          name={row.title}
          editCode={published ? undefined : 'sysNotice:update'}
          deleteCode="sysNotice:delete"
          onEdit={() => dialog.edit(row)}
          onDelete={() => noticeApi.delete(row.id)}
          onDeleted={reload}
          before={
            published ? (
              <ConfirmLink
                code="sysNotice:cancel"
                question={t('system.notice.confirmWithdraw', { name: row.title })}
                doneText={t('system.notice.withdrawn')}
                onConfirm={async () => {
                  await noticeApi.withdraw(row.id);
                  reload();
                }}
              >
                {t('system.notice.withdraw')}
              </ConfirmLink>
            ) : (
              <ConfirmLink
                code="sysNotice:public"
                question={t('system.notice.confirmPublish', { name: row.title })}
                doneText={t('system.notice.published')}
                onConfirm={async () => {
                  await noticeApi.publish(row.id);
                  reload();
                }}
              >
                {t('system.notice.publish')}
              </ConfirmLink>
            )
          }
        />
      );
    }),
  ];

  return (
    <>
      <ListPage<NoticeOutput, PageFilters<NoticePageBody> & WithRange>
        queryKey={noticeKeys.call('page')}
        fetchPage={(input, signal) => noticeApi.page(splitRange(input), signal)}
        columns={columns}
        filters={
          <NoticeSearchFields>
            <ChoiceFilter
              name="status"
              label={t('ui.status')}
              values={NOTICE_STATUSES}
              text={(v) => t(`system.notice.statuses.${v}`)}
            />
            <RangeFilter />
          </NoticeSearchFields>
        }
        toolbar={
          <AddButton code="sysNotice:add" onClick={dialog.add}>
            {t('system.notice.add')}
          </AddButton>
        }
      />
      <NoticeForm open={dialog.open} row={dialog.row} onClose={dialog.close} onSaved={reload} />
      <NoticeView notice={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

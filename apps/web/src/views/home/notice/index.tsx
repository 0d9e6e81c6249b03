import type { NoticeOutput, ReceivedOutput, ReceivedQuery } from '@retail/contracts/api/system/notice';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { noticeApi, noticeKeys } from '../../../api/system/notice.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { NoticeView } from '../../system/notice/NoticeView.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { NoticeSearchFields, NoticeTitleLink, NoticeTypeTag } from '../../system/notice/NoticeParts.tsx';
import { timeColumn } from '../../../components/list/columns.tsx';
import { errorText } from '../../../components/feedback/errorText.ts';

const READ_STATUSES = [0, 1] as const;

/** The notice board: the notices published to the signed-in user; opening one marks it read. */
export default function NoticeBoard() {
  const { t } = useTranslation();
  const reload = useListReload(noticeKeys.all);
  const [open, setOpen] = useState<NoticeOutput | null>(null);

  const read = async (row: ReceivedOutput) => {
    setOpen(row.sysNotice);
    if (row.readStatus === 1) return;
    try {
      await noticeApi.setRead(row.noticeId);
      reload();
    } catch (error) {
      feedback.error(errorText(error));
    }
  };

  const columns: ColumnsType<ReceivedOutput> = [
    {
      title: t('system.notice.title'),
      key: 'title',
      render: (_: unknown, row) => (
        <NoticeTitleLink title={row.sysNotice.title} strong={!row.readStatus} onOpen={() => void read(row)} />
      ),
    },
    {
      title: t('system.notice.type'),
      key: 'type',
      render: (_: unknown, row) => <NoticeTypeTag type={row.sysNotice.type} />,
    },
    {
      title: t('system.notice.publicUser'),
      key: 'publicUser',
      render: (_: unknown, row) => row.sysNotice.publicUserName,
    },
    {
      title: t('system.notice.publicTime'),
      key: 'publicTime',
      render: (_: unknown, row) => <DateTimeText value={row.sysNotice.publicTime} />,
    },
    {
      title: t('system.board.readStatus'),
      dataIndex: 'readStatus',
      render: (status: 0 | 1) => (
        <Tag color={status ? 'default' : 'red'}>{t(`system.board.readStatuses.${status}`)}</Tag>
      ),
    },
    timeColumn(t('system.board.readTime'), 'readTime'),
  ];

  return (
    <>
      <ListPage<ReceivedOutput, PageFilters<ReceivedQuery>>
        queryKey={noticeKeys.call('pageReceived')}
        fetchPage={noticeApi.received}
        columns={columns}
        filters={
          <NoticeSearchFields>
            <ChoiceFilter
              name="readStatus"
              label={t('system.board.readStatus')}
              values={READ_STATUSES}
              text={(v) => t(`system.board.readStatuses.${v}`)}
            />
          </NoticeSearchFields>
        }
      />
      <NoticeView notice={open} onClose={() => setOpen(null)} />
    </>
  );
}

import { Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Notice,
  noticeApi,
  type ReceivedFilters,
  type ReceivedNotice,
} from '../../../api/sysadmin/notice.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { ListPage, type ListPageHandle } from '../../../components/list/ListPage.tsx';
import { NoticeView } from '../../system/notice/NoticeView.tsx';
import { NOTICE_TYPES, TYPE_COLORS } from '../../system/notice/options.ts';
import { errorText } from '../../system/shared/errors.ts';

const READ_STATUSES = [0, 1] as const;

/** The notice board: the notices published to the signed-in user; opening one marks it read. */
export default function NoticeBoard() {
  const { t } = useTranslation();
  const list = useRef<ListPageHandle>(null);
  const [open, setOpen] = useState<Notice | null>(null);

  const read = async (row: ReceivedNotice) => {
    setOpen(row.sysNotice);
    if (row.readStatus === 1) return;
    try {
      await noticeApi.setRead(row.noticeId);
      list.current?.reload();
    } catch (error) {
      feedback.error(errorText(error));
    }
  };

  const columns: ColumnsType<ReceivedNotice> = [
    {
      title: t('sysConsole.notice.title'),
      key: 'title',
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => void read(row)}
          style={{ fontWeight: row.readStatus ? 400 : 600 }}
        >
          {row.sysNotice.title}
        </Button>
      ),
    },
    {
      title: t('sysConsole.notice.type'),
      key: 'type',
      render: (_: unknown, row) => (
        <Tag color={TYPE_COLORS[row.sysNotice.type]}>
          {t(`sysConsole.notice.types.${row.sysNotice.type}`)}
        </Tag>
      ),
    },
    {
      title: t('sysConsole.notice.publicUser'),
      key: 'publicUser',
      render: (_: unknown, row) => row.sysNotice.publicUserName,
    },
    {
      title: t('sysConsole.notice.publicTime'),
      key: 'publicTime',
      render: (_: unknown, row) => <DateTimeText value={row.sysNotice.publicTime} />,
    },
    {
      title: t('sysConsole.board.readStatus'),
      dataIndex: 'readStatus',
      render: (status: 0 | 1) => (
        <Tag color={status ? 'default' : 'red'}>{t(`sysConsole.board.readStatuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('sysConsole.board.readTime'),
      dataIndex: 'readTime',
      render: (value: string | null) => <DateTimeText value={value} />,
    },
  ];

  return (
    <>
      <ListPage<ReceivedNotice, ReceivedFilters>
        ref={list}
        queryKey="sysNoticeReceived"
        fetchPage={noticeApi.received}
        columns={columns}
        filters={
          <>
            <Form.Item name="title" label={t('sysConsole.notice.title')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="type" label={t('sysConsole.notice.type')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`sysConsole.notice.types.${v}`) }))}
              />
            </Form.Item>
            <Form.Item name="readStatus" label={t('sysConsole.board.readStatus')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={READ_STATUSES.map((v) => ({
                  value: v,
                  label: t(`sysConsole.board.readStatuses.${v}`),
                }))}
              />
            </Form.Item>
          </>
        }
      />
      <NoticeView notice={open} onClose={() => setOpen(null)} />
    </>
  );
}

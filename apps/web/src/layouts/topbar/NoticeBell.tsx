import BellOutlined from '@ant-design/icons/BellOutlined';
import type { NoticeOutput } from '@retail/contracts/api/system/notice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Empty, Modal, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalApi, approvalKeys } from '../../api/system/approval.ts';
import { noticeApi, noticeKeys } from '../../api/system/notice.ts';
import { ApprovalTodos } from './ApprovalTodos.tsx';
import './notice-bell.css';

const NOTICE_BOARD = '/dashboard/notice';

/** Text of sanitised HTML, cut to 50 characters. */
function excerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 50 ? `${text.slice(0, 50)}......` : text;
}

/**
 * The bell: unread notices (count from the server, live additions from the hub), detail and mark read; and the
 * pending approval to-dos (their own count, read again whenever the hub says one arrived or went).
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const unread = useQuery({
    queryKey: noticeKeys.call('unReadList'),
    queryFn: ({ signal }) => noticeApi.unread(signal),
  });
  const todos = useQuery({
    queryKey: approvalKeys.call('todoList'),
    queryFn: ({ signal }) => approvalApi.todoList(signal),
  });
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<NoticeOutput | null>(null);
  const markRead = useMutation({
    mutationFn: (id: number) => noticeApi.setRead(id),
    onSuccess: (_, id) =>
      client.setQueryData<NoticeOutput[]>(
        noticeKeys.call('unReadList'),
        (list) => list?.filter((n) => n.id !== id) ?? [],
      ),
  });
  const list = unread.data ?? [];

  const content = (
    <div className="notice-bell">
      {todos.data ? <ApprovalTodos todos={todos.data} onOpen={() => setOpen(false)} /> : null}
      <div className="notice-bell__title">{t('shell.notice.title')}</div>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notice.empty')} />
      ) : (
        <ul className="notice-bell__list">
          {list.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                onClick={() => {
                  setShown(notice);
                  markRead.mutate(notice.id);
                }}
              >
                <strong>
                  {notice.type === 2 ? t('shell.notice.typeAnnouncement') : t('shell.notice.typeNotice')}
                  {notice.title}
                </strong>
                <span>{excerpt(notice.content)}</span>
                <small>{notice.publicTime}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="notice-bell__more" to={NOTICE_BOARD} onClick={() => setOpen(false)}>
        {t('shell.notice.more')}
      </Link>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        open={open}
        onOpenChange={setOpen}
      >
        <button
          type="button"
          className="layout-icon-button notice-bell__button"
          aria-label={t('shell.bar.notice')}
          data-testid="bar-notice"
          data-count={unread.isSuccess ? list.length : undefined}
        >
          <Badge count={list.length} size="small" data-testid="notice-count">
            <BellOutlined />
          </Badge>
          <Badge
            className="notice-bell__approvals"
            count={todos.data?.total ?? 0}
            size="small"
            color="blue"
            data-testid="approval-count"
            data-count={todos.data?.total}
          />
        </button>
      </Popover>
      <Modal
        open={shown !== null}
        title={t('shell.notice.detail')}
        onCancel={() => setShown(null)}
        onOk={() => setShown(null)}
        okText={t('shell.notice.ok')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={769}
      >
        {shown && (
          <>
            <h3>{shown.title}</h3>
            {/* The server sanitises notice content (docs/architecture.md). */}
            <div dangerouslySetInnerHTML={{ __html: shown.content }} />
          </>
        )}
      </Modal>
    </>
  );
}

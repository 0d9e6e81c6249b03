import type { NoticeOutput } from '@retail/contracts/api/system/notice';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { approvalKeys } from '../../api/system/approval.ts';
import { jobKeys } from '../../api/system/job.ts';
import { noticeKeys } from '../../api/system/notice.ts';
import { connectOnlineHub } from '../../app/session/onlineHub.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * Connects the real-time hub while the shell is shown: new notices and approval to-dos reach the bell at once, job
 * runs the job screens.
 */
export function useOnlineHub(): void {
  const client = useQueryClient();
  const { notification } = App.useApp();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // a busy scheduler sends many run events: the job screens read again at most once a second
    let jobReads: ReturnType<typeof setTimeout> | undefined;
    const readJobsAgain = () => {
      jobReads ??= setTimeout(() => {
        jobReads = undefined;
        for (const call of ['dashboard', 'pageJobDetail', 'pageJobTriggerRecord'])
          void client.invalidateQueries({ queryKey: jobKeys.call(call) });
      }, 1000);
    };
    void connectOnlineHub({
      onConnect: () => {
        void client.invalidateQueries({ queryKey: noticeKeys.call('unReadList') });
        void client.invalidateQueries({ queryKey: approvalKeys.call('todoList') });
      },
      onNotice: (notice) => {
        client.setQueryData<NoticeOutput[]>(noticeKeys.call('unReadList'), (list) => [
          notice,
          ...(list ?? []).filter((n) => n.id !== notice.id),
        ]);
        notification.info({
          title: i18n.t('shell.notice.newMessage'),
          description: notice.title,
          placement: 'bottomRight',
        });
      },
      onJobRunChanged: readJobsAgain,
      onApprovalTodo: (payload) => {
        // the bell, the to-do lists and an open approval read again
        void client.invalidateQueries({ queryKey: approvalKeys.all });
        if (payload.kind === 'cancelled') return;
        notification.info({
          title: i18n.t(payload.kind === 'todo' ? 'approval.bell.arrived' : 'approval.bell.notified'),
          description: `${payload.instance.title} · ${payload.nodeName}`,
          placement: 'bottomRight',
        });
      },
    })
      .then((disconnect) => {
        if (cancelled) disconnect();
        else stop = disconnect;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(jobReads);
      stop?.();
    };
  }, [client, notification]);
}

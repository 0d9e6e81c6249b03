import type { RestoreStatusOutput } from '@retail/contracts/api/system/backup';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Progress, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { backupApi, backupKeys } from '../../../api/system/backup.ts';
import { leaveToLogin } from '../../../app/session/endSession.ts';
import { type RestoreOutcome, restoreOutcome } from './restore.ts';

const POLL_MS = 1000;
/** How long "restored, sign in again" shows before the page goes to /login by itself. */
const LEAVE_AFTER_MS = 3000;

/** The restore started after `before` (see restoreOutcome), read every second until it ends. */
export function useRestoreProgress(before: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: backupKeys.call('restoreStatus', before),
    queryFn: ({ signal }) => backupApi.restoreStatus(signal),
    enabled,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data && restoreOutcome(before, q.state.data) !== 'running' ? false : POLL_MS,
  });
  const outcome: RestoreOutcome = query.data ? restoreOutcome(before, query.data) : 'running';
  return { status: query.data, outcome };
}

/**
 * The wizard's last step: the phase and its percent; then, for a system archive, "restored, sign in again"
 * (every session has ended: the page goes to /login), for a tenant archive the new tenant; or the failure, after
 * which nothing was changed.
 */
export function RestoreProgress({
  status,
  outcome,
  before,
  newTenant,
}: {
  status: RestoreStatusOutput | undefined;
  outcome: RestoreOutcome;
  before: string | null;
  /** The new tenant's name when a tenant archive is restored (null: a system archive). */
  newTenant: string | null;
}) {
  const { t } = useTranslation();
  const leaves = outcome === 'done' && newTenant === null;

  useEffect(() => {
    if (!leaves) return;
    const timer = window.setTimeout(leaveToLogin, LEAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [leaves]);

  if (leaves)
    return (
      <Result
        status="success"
        title={t('backup.wizard.done')}
        data-testid="restore-done"
        extra={
          <Button type="primary" onClick={leaveToLogin}>
            {t('backup.wizard.signIn')}
          </Button>
        }
      />
    );
  if (outcome === 'done')
    return (
      <Result
        status="success"
        title={t('backup.wizard.doneTenant', { name: newTenant })}
        data-testid="restore-done"
      />
    );
  if (outcome === 'failed')
    return (
      <Result
        status="error"
        title={t('backup.wizard.failed')}
        subTitle={status?.error}
        data-testid="restore-failed"
      />
    );
  // until the status names this restore's start it still describes an earlier one
  const ours = status && status.startedTime !== before ? status : null;
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '24px 0' }} data-testid="restore-progress">
      <Progress type="circle" percent={ours?.progress ?? 0} />
      <Typography.Text strong>{t(`backup.wizard.phases.${ours?.phase ?? 'verifying'}`)}</Typography.Text>
      <Typography.Text type="secondary">{t('backup.wizard.running')}</Typography.Text>
    </Flex>
  );
}

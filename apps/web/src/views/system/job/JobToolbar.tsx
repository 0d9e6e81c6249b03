import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { jobApi } from '../../../api/system/job.ts';
import { ConfirmButton } from '../../../components/actions/ConfirmButton.tsx';
import { runAction } from '../../../components/actions/runAction.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { Permitted } from '../../../components/permission/Permitted.tsx';

/** The spec's static route of the task dashboard (the seeded hidden iframe menu). */
export const DASHBOARD_PATH = '/platform/job/dashboard';

const EDIT = 'sysJob:updateJobDetail';

interface JobToolbarProps {
  onAdd(): void;
  onAllRuns(): void;
  onCluster(): void;
  /** After a change (reload the list). */
  onChanged(): void;
}

/** Add a job; pause or start every job; make every node read the schedules again; runs, cluster, dashboard. */
export function JobToolbar({ onAdd, onAllRuns, onCluster, onChanged }: JobToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <AddButton code="sysJob:addJobDetail" onClick={onAdd}>
        {t('system.job.toolbar.addJob')}
      </AddButton>
      <Permitted code={EDIT}>
        <ConfirmButton
          question={t('system.job.toolbar.confirmPauseAll')}
          doneText={t('system.job.toolbar.pausedAll')}
          onConfirm={async () => {
            await jobApi.pauseAll();
            onChanged();
          }}
        >
          {t('system.job.toolbar.pauseAll')}
        </ConfirmButton>
        <ConfirmButton
          question={t('system.job.toolbar.confirmStartAll')}
          doneText={t('system.job.toolbar.startedAll')}
          onConfirm={async () => {
            await jobApi.startAll();
            onChanged();
          }}
        >
          {t('system.job.toolbar.startAll')}
        </ConfirmButton>
        <Button onClick={() => void runAction(jobApi.wake, t('system.job.toolbar.reloaded'), onChanged)}>
          {t('system.job.toolbar.reload')}
        </Button>
      </Permitted>
      <Button onClick={onAllRuns}>{t('system.job.runs.title')}</Button>
      <Button onClick={onCluster}>{t('system.job.toolbar.cluster')}</Button>
      <Button onClick={() => void navigate(DASHBOARD_PATH)}>{t('system.job.toolbar.dashboard')}</Button>
    </>
  );
}

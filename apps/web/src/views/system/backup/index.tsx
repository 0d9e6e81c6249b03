import type { BackupOutput, BackupPageBody } from '@retail/contracts/api/system/backup';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { backupApi, backupKeys } from '../../../api/system/backup.ts';
import { tenantKeys } from '../../../api/system/tenant.ts';
import { UploadButton } from '../../../components/actions/UploadButton.tsx';
import { feedback } from '../../../components/feedback/feedback.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { RangeFilter } from '../admin-kit/RangeFilter.tsx';
import { splitRange, type WithRange } from '../admin-kit/timeRange.ts';
import { BackupDialog } from './BackupDialog.tsx';
import { BACKUP_SCOPES, BACKUP_STATUSES, BACKUP_TRIGGERS } from './codes.ts';
import { backupColumns } from './columns.tsx';
import { pollWhileRunning } from './restore.ts';
import { RestoreWizard } from './RestoreWizard.tsx';
import { ScheduleCard } from './ScheduleCard.tsx';
import { VerifyDialog } from './VerifyDialog.tsx';

/**
 * Data backup (platform, super admin): the archives with their progress while they are made, back up now,
 * upload, download, verify, delete, the restore wizard, and the schedule.
 */
export default function BackupScreen() {
  const { t } = useTranslation();
  const reload = useListReload(backupKeys.all);
  // a tenant archive restored is a new tenant (the pickers list it)
  const reloadAfterRestore = useListReload(backupKeys.all, tenantKeys.all);
  const [adding, setAdding] = useState(false);
  const verifying = useDialogRow<BackupOutput>();
  const restoring = useDialogRow<BackupOutput>();
  const columns = backupColumns({
    onVerify: verifying.edit,
    onRestore: restoring.edit,
    onChanged: () => void reload(),
  });

  return (
    <Flex vertical gap={16}>
      <ListPage<BackupOutput, PageFilters<BackupPageBody> & WithRange>
        queryKey={backupKeys.call('page')}
        fetchPage={(input, signal) => backupApi.page(splitRange(input), signal)}
        columns={columns}
        pollEvery={pollWhileRunning}
        filters={
          <>
            <ChoiceFilter
              name="status"
              label={t('ui.status')}
              values={BACKUP_STATUSES}
              text={(v) => t(`backup.statuses.${v}`)}
            />
            <ChoiceFilter
              name="scope"
              label={t('backup.scope')}
              values={BACKUP_SCOPES}
              text={(v) => t(`backup.scopes.${v}`)}
            />
            <ChoiceFilter
              name="trigger"
              label={t('backup.trigger')}
              values={BACKUP_TRIGGERS}
              text={(v) => t(`backup.triggers.${v}`)}
              width={130}
            />
            <RangeFilter label={t('backup.startedTime')} />
          </>
        }
        toolbar={
          <>
            <AddButton code="sysBackup:add" onClick={() => setAdding(true)}>
              {t('backup.backupNow')}
            </AddButton>
            <Permitted code="sysBackup:add">
              <UploadButton
                accept=".rbk"
                inputTestId="backup-upload-input"
                hint={t('backup.uploadHint')}
                upload={async (file) => {
                  const stored = await backupApi.upload(file);
                  feedback.success(t('backup.uploaded', { name: stored.fileName }));
                  await reload();
                }}
              >
                {t('backup.upload')}
              </UploadButton>
            </Permitted>
          </>
        }
      />
      <Permitted code="sysBackup:add">
        <ScheduleCard />
      </Permitted>
      <BackupDialog open={adding} onClose={() => setAdding(false)} onStarted={() => void reload()} />
      <VerifyDialog open={verifying.open} row={verifying.row} onClose={verifying.close} />
      <RestoreWizard
        open={restoring.open}
        row={restoring.row}
        onClose={() => {
          restoring.close();
          void reloadAfterRestore();
        }}
      />
    </Flex>
  );
}

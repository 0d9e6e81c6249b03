import type { JobDetailOutput, JobDetailPageBody, JobDetailPageItem } from '@retail/contracts/api/system/job';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilters } from '../../../api/page-filters.ts';
import { jobApi, jobKeys } from '../../../api/system/job.ts';
import { useDialogRow } from '../../../components/form/useDialogRow.ts';
import { ChoiceFilter } from '../../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { TextFilters } from '../../../components/list/TextFilters.tsx';
import { useListReload } from '../../../components/list/useListReload.ts';
import { ClusterDrawer } from './ClusterDrawer.tsx';
import { codesOf, useCodeText } from './codes.tsx';
import { jobColumns } from './columns.tsx';
import { JobForm } from './JobForm.tsx';
import { JobToolbar } from './JobToolbar.tsx';
import { type HistoryTarget, RunHistory } from './RunHistory.tsx';
import { TriggerForm, type TriggerTarget } from './TriggerForm.tsx';
import { TriggerTable } from './TriggerTable.tsx';
import './job.css';

/** Scheduled jobs: the job list whose rows expand to their triggers, with the run history, cluster and dashboard. */
export default function JobScreen() {
  const { t } = useTranslation();
  const text = useCodeText();
  const reload = useListReload(jobKeys.all);
  const jobDialog = useDialogRow<JobDetailOutput>();
  const [trigger, setTrigger] = useState<{ open: boolean; target: TriggerTarget | null }>({
    open: false,
    target: null,
  });
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [clusterOpen, setClusterOpen] = useState(false);

  const editTrigger = (target: TriggerTarget) => setTrigger({ open: true, target });
  const columns = jobColumns({
    onEdit: jobDialog.edit,
    onAddTrigger: (jobId) => editTrigger({ jobId, row: null }),
    onHistory: (jobId) => setHistory({ jobId }),
    onChanged: () => void reload(),
  });

  return (
    <>
      <ListPage<JobDetailPageItem, PageFilters<JobDetailPageBody>>
        queryKey={jobKeys.call('pageJobDetail')}
        fetchPage={jobApi.page}
        rowKey={(item) => item.jobDetail.id}
        columns={columns}
        filters={
          <>
            <TextFilters
              fields={[
                ['jobId', t('system.job.jobId')],
                ['groupName', t('system.job.groupName')],
                ['description', t('system.job.description')],
              ]}
            />
            <ChoiceFilter
              name="status"
              label={t('ui.status')}
              values={codesOf('status')}
              text={(v) => text('status', v)}
            />
          </>
        }
        toolbar={
          <JobToolbar
            onAdd={() => jobDialog.add()}
            onAllRuns={() => setHistory({})}
            onCluster={() => setClusterOpen(true)}
            onChanged={() => void reload()}
          />
        }
        tableProps={{
          expandable: {
            expandedRowRender: (item) => (
              <TriggerTable
                triggers={item.jobTriggers}
                onEdit={(row) => editTrigger({ jobId: row.jobId, row })}
                onChanged={() => void reload()}
              />
            ),
          },
        }}
      />
      <JobForm
        open={jobDialog.open}
        row={jobDialog.row}
        onClose={jobDialog.close}
        onSaved={() => void reload()}
      />
      <TriggerForm
        open={trigger.open}
        target={trigger.target}
        onClose={() => setTrigger((s) => ({ ...s, open: false }))}
        onSaved={() => void reload()}
      />
      <RunHistory target={history} onClose={() => setHistory(null)} />
      <ClusterDrawer open={clusterOpen} onClose={() => setClusterOpen(false)} />
    </>
  );
}

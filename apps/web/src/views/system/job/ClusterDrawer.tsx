import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobApi, jobKeys } from '../../../api/system/job.ts';
import { NodeTable } from './NodeTable.tsx';

/** Heartbeats change every few seconds: the open drawer reads the nodes again this often. */
const REFRESH_MS = 5000;

/**
 * The cluster: every scheduler node with its heartbeat, read when the drawer opens and while it stays open; a
 * failed read shows in the drawer (a toast would repeat every few seconds).
 */
export function ClusterDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const nodes = useQuery({
    queryKey: jobKeys.call('jobClusterList'),
    queryFn: ({ signal }) => jobApi.nodes(signal),
    enabled: open,
    refetchInterval: open ? REFRESH_MS : false,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1000}
      title={t('system.job.cluster.title')}
      extra={
        <Button onClick={() => void nodes.refetch()} loading={nodes.isFetching}>
          {t('ui.refresh')}
        </Button>
      }
    >
      {nodes.error ? <Alert type="error" title={nodes.error.message} style={{ marginBottom: 12 }} /> : null}
      <NodeTable nodes={nodes.data ?? []} loading={nodes.isLoading} />
    </Drawer>
  );
}

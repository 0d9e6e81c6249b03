import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import type { WorkflowVersionOutput } from '@retail/contracts/api/system/workflow';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { Button, Drawer, Empty, List, Modal, Space, Spin } from 'antd';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi, workflowKeys } from '../../../../../api/system/workflow.ts';
import { runAction } from '../../../../../components/actions/runAction.ts';
import { Canvas } from '../canvas/Canvas.tsx';
import { type Designer, DesignerContext, useDesigner } from '../DesignerContext.tsx';
import { drawingReducer, initialDrawingState } from '../state/drawingReducer.ts';

interface VersionsDrawerProps {
  open: boolean;
  workflowId: number;
  /** how many versions there are now: a publish reads the list again */
  currentVersion: number;
  onClose(): void;
  /** put a version's graph on the canvas (an undoable change, saved as the draft by the next save) */
  onLoad(graph: WorkflowGraph, versionNo: number): void;
}

/** The published versions, the latest first: each viewed read-only, exported, or loaded as the draft. */
export function VersionsDrawer({ open, workflowId, currentVersion, onClose, onLoad }: VersionsDrawerProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<WorkflowVersionOutput | null>(null);
  const versions = useQuery({
    queryKey: workflowKeys.call('versionList', workflowId, currentVersion),
    queryFn: ({ signal }) => workflowApi.versionList(workflowId, signal),
    enabled: open,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('workflow.versions.title')}
      width={420}
      data-testid="wf-versions-drawer"
    >
      {versions.isPending ? (
        <Spin />
      ) : (versions.data ?? []).length === 0 ? (
        <Empty description={t('workflow.versions.empty')} />
      ) : (
        <List<WorkflowVersionOutput>
          dataSource={versions.data}
          renderItem={(v) => (
            <List.Item
              data-testid={`wf-version-${v.versionNo}`}
              actions={[
                <Button key="view" type="link" size="small" onClick={() => setViewing(v)}>
                  {t('workflow.versions.view')}
                </Button>,
                <Button
                  key="export"
                  type="link"
                  size="small"
                  onClick={() =>
                    void runAction(() => workflowApi.export(workflowId, v.versionNo), t('ui.exported'))
                  }
                >
                  {t('workflow.versions.export')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`v${v.versionNo} · ${v.name}`}
                description={`${v.publishedTime} · ${v.publishedUserName ?? ''}`}
              />
            </List.Item>
          )}
        />
      )}
      {viewing ? (
        <VersionModal
          workflowId={workflowId}
          version={viewing}
          onClose={() => setViewing(null)}
          onLoad={(graph) => {
            onLoad(graph, viewing.versionNo);
            setViewing(null);
            onClose();
          }}
        />
      ) : null}
    </Drawer>
  );
}

function VersionModal({
  workflowId,
  version,
  onClose,
  onLoad,
}: {
  workflowId: number;
  version: WorkflowVersionOutput;
  onClose(): void;
  onLoad(graph: WorkflowGraph): void;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: workflowKeys.call('versionDetail', workflowId, version.versionNo),
    queryFn: ({ signal }) => workflowApi.versionDetail(workflowId, version.versionNo, signal),
    staleTime: Infinity,
  });
  const graph = detail.data?.graph;
  return (
    <Modal
      open
      width="80vw"
      onCancel={onClose}
      title={t('workflow.versions.viewTitle', { n: version.versionNo, name: version.name })}
      footer={
        <Space>
          <Button onClick={onClose}>{t('ui.close')}</Button>
          <Button
            type="primary"
            disabled={!graph}
            onClick={() => graph && onLoad(graph)}
            data-testid="wf-version-load"
          >
            {t('workflow.versions.useAsDraft')}
          </Button>
        </Space>
      }
    >
      <div className="wf-version-view" data-testid="wf-version-view">
        {graph ? (
          <ReactFlowProvider>
            <ReadOnlyCanvas graph={graph} />
          </ReactFlowProvider>
        ) : (
          <Spin />
        )}
      </div>
    </Modal>
  );
}

/** A version's graph on a canvas of its own, where nothing can change. */
function ReadOnlyCanvas({ graph }: { graph: WorkflowGraph }) {
  const outer = useDesigner();
  const [state, dispatch] = useReducer(drawingReducer, graph, initialDrawingState);
  const designer = useMemo<Designer>(
    () => ({
      ...outer,
      state,
      dispatch,
      issues: new Map(),
      readOnly: true,
      openNode: () => undefined,
      openEdge: () => undefined,
      addNext: () => undefined,
    }),
    [outer, state],
  );
  return (
    <DesignerContext value={designer}>
      <Canvas viewport={graph.viewport} onDropType={() => undefined} />
    </DesignerContext>
  );
}

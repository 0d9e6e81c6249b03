import type { WorkflowDetailOutput } from '@retail/contracts/api/system/workflow';
import type { WorkflowGraph, WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useMemo, useReducer, useState } from 'react';
import { useUnsavedWork } from '../../../../layouts/tags/unsavedWork.ts';
import { useWorkflowText } from '../useWorkflowText.ts';
import { Canvas } from './canvas/Canvas.tsx';
import { Palette } from './canvas/Palette.tsx';
import { type Designer as DesignerValue, DesignerContext } from './DesignerContext.tsx';
import { NodeDrawer } from './panels/NodeDrawer.tsx';
import { EdgeDrawer } from './panels/EdgeDrawer.tsx';
import { HelpModal } from './panels/HelpModal.tsx';
import { IssuesPanel } from './panels/IssuesPanel.tsx';
import { VersionsDrawer } from './panels/VersionsDrawer.tsx';
import { drawingOf, drawingReducer, initialDrawingState, isDirty } from './state/drawingReducer.ts';
import { graphOf } from './state/flow.ts';
import { Toolbar } from './Toolbar.tsx';
import { useAssignees } from './useAssignees.ts';
import { type ShownIssue, useChecks } from './useChecks.ts';
import { useCommands } from './useCommands.ts';
import { useDesignerKeys } from './useDesignerKeys.ts';
import { useSaving } from './useSaving.ts';
import '@xyflow/react/dist/style.css';
import './designer.css';

export interface DesignerProps {
  row: WorkflowDetailOutput;
  canSave: boolean;
  /** read the workflow again from the server (after someone else saved it) */
  onReload(): void;
  onBack(): void;
}

/** The workflow designer of one workflow: the tool bar, the palette, the canvas and the drawers. */
export function Designer(props: DesignerProps) {
  return (
    <ReactFlowProvider>
      <DesignerBody {...props} />
    </ReactFlowProvider>
  );
}

function DesignerBody({ row, canSave, onReload, onBack }: DesignerProps) {
  const flow = useReactFlow();
  const text = useWorkflowText();
  const assignees = useAssignees(text);
  const checks = useChecks();
  const [state, dispatch] = useReducer(drawingReducer, row.graph, initialDrawingState);
  const [openNode, setOpenNode] = useState<string | null>(null);
  const [openEdge, setOpenEdge] = useState<string | null>(null);
  const [issues, setIssues] = useState<ShownIssue[] | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [fitRequest, setFitRequest] = useState(0);
  const dirty = isDirty(state);
  useUnsavedWork(dirty);

  const graph = (): WorkflowGraph => graphOf(drawingOf(state), flow.getViewport());
  const saving = useSaving({
    row,
    dispatch,
    graph,
    dirty,
    schemaIssues: checks.schemaIssues,
    publishIssues: checks.publishIssues,
    showIssues: setIssues,
    onReload,
  });
  const commands = useCommands({
    row,
    state,
    dispatch,
    text,
    closeDrawers: () => {
      setOpenNode(null);
      setOpenEdge(null);
    },
    onIssues: setIssues,
    publishIssues: checks.publishIssues,
    graph,
    requestFit: () => setFitRequest((n) => n + 1),
  });
  useDesignerKeys({ save: () => canSave && void saving.save(), undo: commands.undo, redo: commands.redo });

  const issueMap = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues ?? []) {
      const id = issue.nodeId ?? issue.edgeId;
      if (id) map.set(id, [...(map.get(id) ?? []), issue.message]);
    }
    return map;
  }, [issues]);
  const designer = useMemo<DesignerValue>(
    () => ({
      state,
      dispatch,
      event: row.event,
      text,
      assignees,
      issues: issueMap,
      readOnly: false,
      openNode: (id) => {
        setOpenEdge(null);
        setOpenNode(id);
      },
      openEdge: (id) => {
        setOpenNode(null);
        setOpenEdge(id);
      },
      addNext: (fromId: string, type: WorkflowNodeType) => commands.addNext(fromId, type),
    }),
    [state, row.event, text, assignees, issueMap, commands],
  );

  return (
    <DesignerContext value={designer}>
      <div className="wf-root" data-testid="wf-root" data-dirty={dirty ? 'yes' : 'no'}>
        <Toolbar
          name={row.name}
          code={row.code}
          dirty={dirty}
          busy={saving.busy}
          canSave={canSave}
          canUndo={state.history.past.length > 0}
          canRedo={state.history.future.length > 0}
          published={saving.published}
          commands={{
            ...commands.toolbar,
            back: onBack,
            help: () => setHelpOpen(true),
            versions: () => setVersionsOpen(true),
            save: () => void saving.save(),
            publish: () => void saving.publish(),
          }}
        />
        <div className="wf-main">
          <aside className="wf-left">
            <Palette onAdd={commands.addAtCentre} />
          </aside>
          <div className="wf-stage">
            <Canvas viewport={row.graph.viewport} onDropType={commands.addAt} fitRequest={fitRequest} />
            {issues ? (
              <IssuesPanel issues={issues} onPick={commands.goTo} onClose={() => setIssues(null)} />
            ) : null}
          </div>
        </div>
      </div>
      <NodeDrawer
        nodeId={openNode}
        onClose={() => {
          setOpenNode(null);
          dispatch({ type: 'seal' });
        }}
        onDelete={(id) => {
          setOpenNode(null);
          void flow.deleteElements({ nodes: [{ id }] });
        }}
      />
      <EdgeDrawer
        edgeId={openEdge}
        onClose={() => {
          setOpenEdge(null);
          dispatch({ type: 'seal' });
        }}
        onDelete={(id) => {
          setOpenEdge(null);
          void flow.deleteElements({ edges: [{ id }] });
        }}
      />
      <HelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
      <VersionsDrawer
        open={versionsOpen}
        workflowId={row.id}
        currentVersion={saving.published.currentVersion}
        onClose={() => setVersionsOpen(false)}
        onLoad={commands.loadVersion}
      />
    </DesignerContext>
  );
}

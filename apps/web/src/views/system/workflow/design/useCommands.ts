import type { WorkflowDetailOutput } from '@retail/contracts/api/system/workflow';
import type { WorkflowGraph, WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import { useReactFlow } from '@xyflow/react';
import { App } from 'antd';
import { type Dispatch, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../../api/transfer.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import { chooseFile } from '../chooseFile.ts';
import type { WorkflowText } from '../useWorkflowText.ts';
import { addNext, makeNode, newId, newName } from './state/edit.ts';
import { type DrawingAction, type DrawingState, drawingOf } from './state/drawingReducer.ts';
import type { Drawing } from './state/flow.ts';
import { autoLayout, NODE_SIZE } from './state/layout.ts';
import { FIT_VIEW } from './canvas/Canvas.tsx';
import { readGraphFile, workflowFileText } from './jsonFile.ts';
import type { ShownIssue } from './useChecks.ts';

interface CommandOptions {
  row: WorkflowDetailOutput;
  state: DrawingState;
  dispatch: Dispatch<DrawingAction>;
  text: WorkflowText;
  closeDrawers(): void;
  onIssues(issues: ShownIssue[]): void;
  publishIssues(graph: WorkflowGraph): ShownIssue[];
  graph(): WorkflowGraph;
  /** fit the view to the drawing once the canvas shows the change just made */
  requestFit(): void;
}

/** What the tool bar, the palette, "+" on a node and the issue list do to the drawing and the view. */
export function useCommands(options: CommandOptions) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const flow = useReactFlow();
  const { state, dispatch, text, row } = options;

  return useMemo(() => {
    const nameFor = (drawing: Drawing, type: WorkflowNodeType) =>
      newName(drawing, text.nodeType(type), (n) => t('workflow.newName', { type: text.nodeType(type), n }));
    const replace = (drawing: Drawing, fit = true) => {
      options.closeDrawers();
      dispatch({ type: 'change', change: () => drawing, select: [] });
      if (fit) options.requestFit();
    };
    const addAt = (type: WorkflowNodeType, at: { x: number; y: number }) => {
      const drawing = drawingOf(state);
      const id = newId(type, drawing);
      const corner = { x: at.x - NODE_SIZE.width / 2, y: at.y - NODE_SIZE.height / 2 };
      const node = makeNode(id, type, corner, nameFor(drawing, type));
      dispatch({ type: 'change', change: (d) => ({ ...d, nodes: [...d.nodes, node] }), select: [id] });
    };
    const undoRedo = (type: 'undo' | 'redo') => () => {
      options.closeDrawers();
      dispatch({ type });
    };
    return {
      addAt,
      addAtCentre: (type: WorkflowNodeType) => {
        const pane = document.querySelector('.wf-canvas')?.getBoundingClientRect();
        const centre = pane
          ? { x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 }
          : { x: 0, y: 0 };
        addAt(type, flow.screenToFlowPosition(centre));
      },
      addNext: (fromId: string, type: WorkflowNodeType) => {
        const drawing = drawingOf(state);
        const id = newId(type, drawing);
        const edgeIds = () => newId('edge', drawing);
        const next = addNext(drawing, fromId, { id, type, name: nameFor(drawing, type) }, edgeIds);
        dispatch({ type: 'change', change: () => next, select: [id] });
      },
      undo: undoRedo('undo'),
      redo: undoRedo('redo'),
      loadVersion: (graph: WorkflowGraph, versionNo: number) => {
        replace({ nodes: graph.nodes, edges: graph.edges });
        feedback.success(t('workflow.versions.loaded', { n: versionNo }));
      },
      /** an issue clicked: its node or line selected and brought to the middle of the canvas */
      goTo: (issue: ShownIssue) => {
        const id = issue.nodeId ?? issue.edgeId;
        if (!id) return;
        dispatch({ type: 'change', change: (d) => d, select: [id] });
        const nodeIds = issue.nodeId
          ? [issue.nodeId]
          : state.edges.filter((e) => e.id === id).flatMap((e) => [e.source, e.target]);
        void flow.fitView({
          nodes: nodeIds.map((n) => ({ id: n })),
          maxZoom: Math.max(1, flow.getZoom()),
          duration: 200,
        });
      },
      toolbar: {
        undo: undoRedo('undo'),
        redo: undoRedo('redo'),
        layout: () => {
          const sizes = new Map(
            state.nodes.flatMap((n) =>
              n.measured?.width && n.measured.height
                ? [[n.id, { width: n.measured.width, height: n.measured.height }] as const]
                : [],
            ),
          );
          replace(autoLayout(drawingOf(state), sizes));
        },
        zoomIn: () => void flow.zoomIn({ duration: 150 }),
        zoomOut: () => void flow.zoomOut({ duration: 150 }),
        fit: () => void flow.fitView(FIT_VIEW),
        validate: () => options.onIssues(options.publishIssues(options.graph())),
        exportFile: () => {
          const blob = new Blob([workflowFileText(row, options.graph())], { type: 'application/json' });
          saveBlob({ blob, fileName: `${row.code}.json` });
        },
        importFile: async () => {
          const file = await chooseFile('.json,application/json');
          if (!file) return;
          const reading = readGraphFile(await file.text());
          if (!reading.ok) {
            modal.error({
              title: t('workflow.json.refused'),
              content:
                reading.problem === 'notJson'
                  ? t('workflow.json.notJson')
                  : t('workflow.json.notWorkflow', { detail: reading.problem }),
            });
            return;
          }
          replace({ nodes: reading.graph.nodes, edges: reading.graph.edges });
          feedback.success(t('workflow.json.imported'));
        },
        clear: () => {
          replace({ nodes: [], edges: [] }, false);
          feedback.success(t('workflow.toolbar.cleared'));
        },
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options' callbacks are the designer's, stable in what they do
  }, [state, dispatch, text, row, t, modal, flow]);
}

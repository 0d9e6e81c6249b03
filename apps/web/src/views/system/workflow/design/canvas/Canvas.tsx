import type { WorkflowGraph, WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import {
  Background,
  BackgroundVariant,
  type Connection,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import { connectionRefusal, GRID, makeEdge, newId } from '../state/edit.ts';
import { drawingOf } from '../state/drawingReducer.ts';
import type { FlowEdge, FlowNode } from '../state/flow.ts';
import { edgeTypes } from './EdgeView.tsx';
import { nodeTypes } from './NodeView.tsx';
import { PALETTE_MIME } from './Palette.tsx';

/** The zoom the graph schema allows, so a stored viewport always comes back as it was. */
const MIN_ZOOM = 0.05;
const MAX_ZOOM = 10;
const SNAP: [number, number] = [GRID, GRID];
/** How "fit view" frames the drawing. */
export const FIT_VIEW = { padding: 0.2, duration: 200 };

/** The nodes' colours in the minimap, as on the canvas (designer.css). */
const MINIMAP_COLOURS: Record<string, string> = {
  start: '#52c41a',
  approve: '#1677ff',
  condition: '#fa8c16',
  notify: '#722ed1',
  end: '#8c8c8c',
};

const isNodeType = (value: string): value is WorkflowNodeType =>
  ['start', 'approve', 'condition', 'notify', 'end'].includes(value);

interface CanvasProps {
  viewport: WorkflowGraph['viewport'];
  /** a palette item dropped at a point of the flow */
  onDropType(type: WorkflowNodeType, at: { x: number; y: number }): void;
  /** a number that changes when the view is to fit the drawing as it now is (after a layout, an import) */
  fitRequest?: number;
}

/**
 * The React Flow canvas: the drawing's nodes and lines, a dotted snap grid, the minimap and zoom controls. Its
 * changes go through the designer's reducer, so every step can be undone: a drag and a delete record the drawing
 * before them, a new line is a change of its own.
 */
export function Canvas({ viewport, onDropType, fitRequest = 0 }: CanvasProps) {
  const { t } = useTranslation();
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const { state, dispatch, readOnly, openNode, openEdge } = useDesigner();
  // React Flow takes the new nodes in an effect of its own, which runs before this one (children first)
  const fitted = useRef(fitRequest);
  useEffect(() => {
    if (fitted.current === fitRequest) return;
    fitted.current = fitRequest;
    void flow.fitView(FIT_VIEW);
  }, [fitRequest, state.nodes, flow]);

  const connect = (connection: Connection) => {
    const drawing = drawingOf(state);
    const refusal = connectionRefusal(drawing, connection.source, connection.target);
    if (refusal) return;
    const id = newId('edge', drawing);
    dispatch({
      type: 'change',
      change: (d) => ({ ...d, edges: [...d.edges, makeEdge(id, connection.source, connection.target)] }),
    });
  };
  const drop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(PALETTE_MIME);
    if (!isNodeType(type)) return;
    event.preventDefault();
    onDropType(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  return (
    <div
      className="wf-canvas"
      data-testid="wf-canvas"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PALETTE_MIME)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={drop}
    >
      <ReactFlow<FlowNode, FlowEdge>
        nodes={state.nodes}
        edges={state.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={(changes) => dispatch({ type: 'nodesChange', changes })}
        onEdgesChange={(changes) => dispatch({ type: 'edgesChange', changes })}
        onConnect={connect}
        isValidConnection={(c) => connectionRefusal(drawingOf(state), c.source, c.target) === null}
        onBeforeDelete={async () => {
          if (readOnly) return false;
          dispatch({ type: 'record' });
          return true;
        }}
        onNodeDragStart={() => dispatch({ type: 'record' })}
        onNodeClick={(_, node) => openNode(node.id)}
        onEdgeClick={(_, edge) => openEdge(edge.id)}
        defaultViewport={viewport}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        snapToGrid
        snapGrid={SNAP}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        nodesDraggable={!readOnly}
        nodesConnectable={!readOnly}
        elementsSelectable
        zoomOnDoubleClick={false}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID * 2} size={1} />
        <MiniMap
          pannable
          zoomable
          className="wf-minimap"
          nodeColor={(node) => MINIMAP_COLOURS[node.type ?? ''] ?? '#d9d9d9'}
        />
        <Controls showInteractive={false} />
        {state.nodes.length === 0 && !readOnly ? (
          <div className="wf-canvas__empty">{t('workflow.canvas.empty')}</div>
        ) : null}
      </ReactFlow>
    </div>
  );
}

import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getSmoothStepPath } from '@xyflow/react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import type { FlowEdge } from '../state/flow.ts';
import { conditionText } from './conditionText.ts';

/**
 * A line on the canvas: a rounded step path with an arrow, and at its middle its name, the conditions it tests
 * and whether it is the default branch. Clicking the label opens the line's drawer.
 */
export function EdgeView(props: EdgeProps<FlowEdge>) {
  const { t } = useTranslation();
  const { openEdge, issues, text, event } = useDesigner();
  const [path, labelX, labelY] = getSmoothStepPath({ ...props, borderRadius: 10 });
  const data = props.data ?? { label: null, conditions: [], isDefault: false };
  const rules = data.conditions.map((c) => conditionText(c, text, event)).join(' & ');
  const problems = issues.get(props.id);
  const shown = data.label || rules || data.isDefault;
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        className={`wf-edge${props.selected ? ' wf-edge--selected' : ''}${problems ? ' wf-edge--issue' : ''}`}
        interactionWidth={16}
      />
      {shown ? (
        <EdgeLabelRenderer>
          <div
            className={`wf-edge-label nodrag nopan${props.selected ? ' wf-edge-label--selected' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            data-testid={`wf-edge-${props.id}`}
            title={problems?.join('\n')}
            onClick={() => openEdge(props.id)}
          >
            {data.label ? <span className="wf-edge-label__name">{data.label}</span> : null}
            {rules ? <span className="wf-edge-label__rule">{rules}</span> : null}
            {data.isDefault ? (
              <Tag className="wf-edge-label__default" color="blue">
                {t('workflow.edge.defaultTag')}
              </Tag>
            ) : null}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
}

export const edgeTypes = { workflow: EdgeView };

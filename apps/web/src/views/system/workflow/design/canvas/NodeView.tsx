import {
  ApartmentOutlined,
  AuditOutlined,
  CheckCircleOutlined,
  ExclamationCircleFilled,
  NotificationOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import { nextTypes } from '../state/edit.ts';
import type { FlowNode, NodeData } from '../state/flow.ts';

export const NODE_ICONS: Record<WorkflowNodeType, ReactNode> = {
  start: <PlayCircleOutlined />,
  approve: <AuditOutlined />,
  condition: <ApartmentOutlined />,
  notify: <NotificationOutlined />,
  end: <CheckCircleOutlined />,
};

/** What a node says under its name: its assignee and mode, or what the node does. */
function useSubtitle(type: WorkflowNodeType, data: NodeData): string {
  const { t } = useTranslation();
  const { assignees, text } = useDesigner();
  if (type === 'approve') {
    const mode = t(`workflow.mode.${data.mode}`).split(/[：:]/)[0];
    return `${assignees.summary(data.assignee)} · ${mode}`;
  }
  if (type === 'notify') return assignees.summary(data.assignee);
  return text.nodeHint(type);
}

/** "+" under a node: a menu of the node types that may come next. */
function AddNext({ id }: { id: string }) {
  const { t } = useTranslation();
  const designer = useDesigner();
  const types = nextTypes(designer.state, id);
  if (designer.readOnly || types.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: types.map((type) => ({
          key: type,
          icon: NODE_ICONS[type],
          label: designer.text.nodeType(type),
          'data-testid': `wf-next-${type}`,
        })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          designer.addNext(id, key as WorkflowNodeType);
        },
      }}
    >
      <Tooltip title={t('workflow.node.addNext')}>
        <Button
          className="wf-node__add nodrag nopan"
          shape="circle"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('workflow.node.addNext')}
          data-testid={`wf-add-after-${id}`}
          onClick={(event) => event.stopPropagation()}
        />
      </Tooltip>
    </Dropdown>
  );
}

/** A workflow node on the canvas: an antd-styled card with its type's colour and icon, its name and assignee. */
export function NodeView(props: NodeProps<FlowNode>) {
  const { issues, text } = useDesigner();
  const type = props.type as WorkflowNodeType;
  const problems = issues.get(props.id);
  const subtitle = useSubtitle(type, props.data);
  return (
    <div
      className={`wf-node wf-node--${type}${props.selected ? ' wf-node--selected' : ''}${problems ? ' wf-node--issue' : ''}`}
      data-testid={`wf-node-${props.id}`}
      data-type={type}
      data-name={props.data.name}
    >
      {type === 'start' ? null : <Handle type="target" position={Position.Top} className="wf-handle" />}
      <div className="wf-node__head">
        <span className="wf-node__icon">{NODE_ICONS[type]}</span>
        <span className="wf-node__type">{text.nodeType(type)}</span>
        {problems ? (
          <Tooltip title={problems.join('\n')}>
            <ExclamationCircleFilled className="wf-node__issue" />
          </Tooltip>
        ) : null}
      </div>
      <div className="wf-node__name">{props.data.name || props.id}</div>
      <div className="wf-node__sub">{subtitle}</div>
      {type === 'end' ? null : <Handle type="source" position={Position.Bottom} className="wf-handle" />}
      <AddNext id={props.id} />
    </div>
  );
}

/** Every node type is drawn by NodeView (module-level: React Flow wants the same object on every render). */
export const nodeTypes = {
  start: NodeView,
  approve: NodeView,
  condition: NodeView,
  notify: NodeView,
  end: NodeView,
};

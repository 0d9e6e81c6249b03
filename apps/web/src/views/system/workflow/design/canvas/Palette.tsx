import type { WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import { WORKFLOW_NODE_TYPES } from '../contracts.ts';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../DesignerContext.tsx';
import { NODE_ICONS } from './NodeView.tsx';

/** The data type a palette item carries while dragged onto the canvas. */
export const PALETTE_MIME = 'application/x-retail-workflow-node';

/** The node types to drag onto the canvas (or click to add at its middle). */
export function Palette({ onAdd }: { onAdd(type: WorkflowNodeType): void }) {
  const { t } = useTranslation();
  const { text } = useDesigner();
  return (
    <div className="wf-palette" data-testid="wf-palette">
      <div className="wf-palette__title">{t('workflow.palette.title')}</div>
      {WORKFLOW_NODE_TYPES.map((type) => (
        <div
          key={type}
          role="button"
          tabIndex={0}
          className={`wf-palette__item wf-palette__item--${type}`}
          draggable
          data-testid={`wf-pal-${type}`}
          title={text.nodeHint(type)}
          onDragStart={(event) => {
            event.dataTransfer.setData(PALETTE_MIME, type);
            event.dataTransfer.effectAllowed = 'move';
          }}
          onClick={() => onAdd(type)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') onAdd(type);
          }}
        >
          <span className="wf-palette__icon">{NODE_ICONS[type]}</span>
          <span>{text.nodeType(type)}</span>
        </div>
      ))}
      <div className="wf-palette__hint">{t('workflow.palette.hint')}</div>
    </div>
  );
}

import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type { WorkflowNodeType } from '@retail/contracts/api/system/workflow-graph';
import { createContext, type Dispatch, use } from 'react';
import type { WorkflowText } from '../useWorkflowText.ts';
import type { DrawingAction, DrawingState } from './state/drawingReducer.ts';
import type { Assignees } from './useAssignees.ts';

/** What the canvas's nodes and lines, the drawers and the panels share. */
export interface Designer {
  state: DrawingState;
  dispatch: Dispatch<DrawingAction>;
  /** the workflow's business event: the fields its conditions offer */
  event: ApprovalEvent | null;
  text: WorkflowText;
  assignees: Assignees;
  /** messages of the last validation, by node or line id */
  issues: ReadonlyMap<string, string[]>;
  /** a version on view: nothing can change */
  readOnly: boolean;
  openNode(id: string): void;
  openEdge(id: string): void;
  /** "+" on a node: the next node of a type */
  addNext(fromId: string, type: WorkflowNodeType): void;
}

export const DesignerContext = createContext<Designer | null>(null);

export function useDesigner(): Designer {
  const designer = use(DesignerContext);
  if (!designer) throw new Error('useDesigner outside the workflow designer');
  return designer;
}

import type { ApprovalStatus } from '@retail/contracts';
import type { ApprovalHubPayload } from '@retail/contracts/api/system/approval';
import type { ApprovalEvent } from '@retail/contracts/api/system/approval-events';
import type { Trx } from '../../../platform/db/transaction.ts';
import type { Principal } from '../../../platform/http/access.ts';
import type { GraphIndex } from './graph-walk.ts';
import type { HistoryRow, InstanceRow } from './repository.ts';

/** What modules give and get from the approval runtime (runtime.ts), and what one step of it works on. */

/** How an instance ended, as the event's module is told. */
export type ApprovalOutcomeStatus = 'approved' | 'rejected' | 'withdrawn';

export interface ApprovalOutcome {
  instanceId: number;
  event: ApprovalEvent;
  businessKey: string;
  title: string;
  fields: Record<string, unknown>;
  status: ApprovalOutcomeStatus;
  /** who started it: the module carries the document out as this user */
  starter: Principal;
  /** who decided last (the starter, for a withdrawal) */
  decider: Principal;
  comment: string | null;
  now: number;
}

/** A module's part of an outcome; it runs in the transaction that reached the outcome, and may refuse it. */
export type OutcomeHandler = (trx: Trx, outcome: ApprovalOutcome) => Promise<void>;

export interface StartRequest {
  event: ApprovalEvent;
  /** formSubmit: the form whose binding applies */
  formCode?: string | null;
  /** the document's id in its module; one running instance per (event, key) */
  businessKey: string;
  /** how lists name the document (its number) */
  title: string;
  /** what conditions read; `amount` (yuan) is compared with the binding's threshold */
  fields: Record<string, unknown>;
  starter: Principal;
}

export interface Started {
  instanceId: number;
  /** running, or approved when no step was left to ask */
  status: ApprovalStatus;
  /** Sends the new to-dos to the approvers' browsers: call it once the caller's transaction has committed. */
  announce(): void;
}

/** A hub event a step owes users once its transaction has committed. */
export interface Push {
  userIds: number[];
  kind: ApprovalHubPayload['kind'];
  taskId: number | null;
  nodeName: string;
  instance: InstanceRow;
}

/** What one step of the engine works on, inside its transaction. */
export interface Run {
  trx: Trx;
  instance: InstanceRow;
  fields: Record<string, unknown>;
  graph: GraphIndex;
  starter: Principal;
  actor: Principal;
  comment: string | null;
  now: number;
  history: HistoryRow[];
  pushes: Push[];
}

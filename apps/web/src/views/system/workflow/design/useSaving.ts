import type { WorkflowDetailOutput } from '@retail/contracts/api/system/workflow';
import type { WorkflowGraph } from '@retail/contracts/api/system/workflow-graph';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type Dispatch, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/http.ts';
import { workflowApi, workflowKeys } from '../../../../api/system/workflow.ts';
import { errorText } from '../../../../components/feedback/errorText.ts';
import { feedback } from '../../../../components/feedback/feedback.ts';
import type { DrawingAction } from './state/drawingReducer.ts';
import type { Drawing } from './state/flow.ts';
import type { ShownIssue } from './useChecks.ts';

/** Someone else saved the workflow since it was read (not a code another workflow holds). */
const isVersionConflict = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 409 &&
  (error.reason === 'workflow.versionConflict' || error.reason === 'workflow.publishConflict');

export interface PublishedState {
  status: number;
  currentVersion: number;
}

interface SavingOptions {
  row: WorkflowDetailOutput;
  dispatch: Dispatch<DrawingAction>;
  /** the graph on the canvas now (its viewport included) */
  graph(): WorkflowGraph;
  dirty: boolean;
  schemaIssues(graph: WorkflowGraph): ShownIssue[];
  publishIssues(graph: WorkflowGraph): ShownIssue[];
  showIssues(issues: ShownIssue[]): void;
  /** read the workflow again from the server (after someone else saved it) */
  onReload(): void;
}

/**
 * Save and publish. A save sends the graph at the version the designer holds (the version lock) and holds the
 * next one; a stale version (409) offers a reload. A publish first saves unsaved changes, then runs the publish
 * check in the browser (the issues are listed, naming their nodes) and asks before the server freezes the version.
 */
export function useSaving(options: SavingOptions) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { row } = options;
  const version = useRef(row.version);
  const [busy, setBusy] = useState(false);
  const [published, setPublished] = useState<PublishedState>({
    status: row.status,
    currentVersion: row.currentVersion,
  });

  const conflict = () =>
    modal.confirm({
      title: t('workflow.save.conflictTitle'),
      content: t('workflow.save.conflict'),
      okText: t('workflow.save.reload'),
      cancelText: t('workflow.save.keepEditing'),
      onOk: () => options.onReload(),
    });
  const refused = (error: unknown) => {
    if (isVersionConflict(error)) conflict();
    else feedback.error(errorText(error));
  };

  /** Saves the canvas; false when it was refused (the reason is on screen). */
  const save = async (quiet = false): Promise<boolean> => {
    const graph = options.graph();
    const issues = options.schemaIssues(graph);
    if (issues.length > 0) {
      options.showIssues(issues);
      feedback.error(t('workflow.save.invalid', { detail: issues[0]!.message }));
      return false;
    }
    try {
      version.current = await workflowApi.update({ id: row.id, version: version.current, graph });
    } catch (error) {
      refused(error);
      return false;
    }
    options.dispatch({
      type: 'saved',
      drawing: { nodes: graph.nodes, edges: graph.edges } satisfies Drawing,
    });
    void queryClient.invalidateQueries({ queryKey: workflowKeys.call('page') });
    if (!quiet) feedback.success(t('workflow.save.saved'));
    return true;
  };

  const publish = async () => {
    const issues = options.publishIssues(options.graph());
    options.showIssues(issues);
    if (issues.length > 0) return;
    if (options.dirty && !(await save(true))) return;
    const next = published.currentVersion + 1;
    modal.confirm({
      title: t('workflow.publish.title'),
      content: t('workflow.publish.question', { n: next }),
      onOk: async () => {
        try {
          const answer = await workflowApi.publish({ id: row.id, version: version.current });
          setPublished({ status: WORKFLOW_STATUS.published, currentVersion: answer.versionNo });
          feedback.success(
            answer.created
              ? t('workflow.publish.done', { n: answer.versionNo })
              : t('workflow.publish.unchanged', { n: answer.versionNo }),
          );
          void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
        } catch (error) {
          refused(error);
        }
      },
    });
  };

  const guarded = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return {
    save: () => guarded(() => save()),
    publish: () => guarded(publish),
    busy,
    published,
  };
}
